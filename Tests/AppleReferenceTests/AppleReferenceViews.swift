// The views of the Apple reference corpus, as their authors wrote them (test data, MIT-licensed;
// source repository, commit and licence of each are in manifest.json and Licences/). Only
// `SwiftUI.View` became `View` and previews/test scaffolding was left out.
import Darkroom
import Foundation

// pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/SnapshotTestingTests.swift
struct PointFreeCheckedView: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
        .padding(10)
    }
}

// paulz/SwiftUI-snapshot-testing, Example/App/ContentView.swift
struct PaulzContentView: View {
    var body: some View {
        Text("Hello, world!")
            .padding()
    }
}

// paulz/SwiftUI-snapshot-testing, Example/App/FavoriteView.swift
struct PaulzFavoriteView: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundColor(.white)
            .padding()
            .background(Color.red)
            .clipShape(Circle())
            .overlay(
                Circle()
                    .strokeBorder(Color.white, lineWidth: 2)
            )
    }
}

// paulz/SwiftUI-snapshot-testing, Example/ApplicationTests/SnapshotTests.swift
struct PaulzSimpleView: View {
    var body: some View {
        Text("Simple Text")
            .foregroundColor(.yellow)
            .background(Color.indigo)
            .padding()
    }
}

// paulz/SwiftUI-snapshot-testing, Tests/Helpers/SampleView.swift
struct PaulzSampleView: View {
    var body: some View {
        Group {
            Circle()
                .fill(.green.opacity(0.6))
            Rectangle()
                .fill(.blue.opacity(0.6))
        }
        .fixedSize()
        .frame(width: 30, height: 20)
    }
}

// gabriel/swiftui-snapshot-testing, Tests/SnapshotTests.swift
struct GabrielNavigationTestView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Hello, world!")
            }
        }
    }
}

// gabriel/swiftui-snapshot-testing, Tests/ExpressionTests.swift: `MyView` with its model's
// `loaded` flag as it was when each reference was recorded (the model only flips it).
struct GabrielAsyncView: View {
    let loaded: Bool

    var body: some View {
        if loaded {
            Text("Loaded")
        } else {
            Text("Loading")
                .task {}
        }
    }
}

// StanfordSpezi/SpeziViews, Tests/SpeziViewsTests/SnapshotTests+Lists.swift (`listRow`): a `List`
// holding one `ListRow`, which is a `LabeledContent` combined for accessibility
// (Sources/SpeziViews/Views/List/ListRow.swift).
struct SpeziListRowView: View {
    var body: some View {
        List {
            LabeledContent("San Francisco") {
                Text(verbatim: "20 °C, Sunny")
            }
            .accessibilityElement(children: .combine)
        }
    }
}

/// The corpus views by the key manifest.json gives them.
enum AppleReferenceViews {
    static func view(_ key: String) -> AnyView? {
        switch key {
        case "checked": AnyView(PointFreeCheckedView().background(Color.yellow))
        case "swiftui-red": AnyView(Text("SwiftUI").foregroundColor(.red))
        case "content-view": AnyView(PaulzContentView())
        case "simple-view": AnyView(PaulzSimpleView())
        case "favorite": AnyView(PaulzFavoriteView())
        case "favorite-white": AnyView(PaulzFavoriteView().background(Color.white))
        case "sample-view": AnyView(PaulzSampleView())
        case "hello": AnyView(Text("Hello, world!"))
        case "long-list":
            AnyView(VStack {
                ForEach(0 ..< 100) { index in
                    Text("Item \(index)")
                }
            })
        case "navigation-stack": AnyView(GabrielNavigationTestView())
        case "iceland":
            AnyView(Text("Iceland wayfarers fam, austin taxidermy pok pok bruh viral try-hard")
                .font(.largeTitle)
                .foregroundColor(.blue)
                .background(.red))
        case "loading": AnyView(GabrielAsyncView(loaded: false))
        case "loaded": AnyView(GabrielAsyncView(loaded: true))
        case "spezi-list-row": AnyView(SpeziListRowView())
        default: nil
        }
    }
}
