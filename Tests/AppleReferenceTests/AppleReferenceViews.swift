// The views of the Apple reference corpus, as their authors wrote them (test data under MIT, BSD-3-Clause,
// Apache-2.0 or the Unlicense; source repository, commit and licence of each are in manifest.json and
// Licences/). Only `SwiftUI.View` became `View` and previews/test scaffolding was left out.
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

// davdroman/TextBuilder, Tests/TextBuilderTests/TextBuilderTests.swift and TextExtensionsTests.swift:
// the texts its result builders produce, written as the concatenations the same tests later assert
// they equal (`expectNoDifference` in TextBuilderTests.swift). Each recording is the text with
// `.environment(\.sizeCategory, .large).fixedSize().background(Color.white)`
// (Tests/TextBuilderTests/TextSnapshotHelpers.swift).
enum TextBuilderTexts {
    /// `@BasicTextBuilder` (no separator), `testBasicTextBuilder`.
    static var basic: Text {
        Text("Lorem").underline().foregroundColor(.blue) +
        Text("ipsum dolor") +
        Text("sit").bold() +
        Text("amet, consectetur")
    }

    /// `@SpacedTextBuilder`, `testSpacedTextBuilder`.
    static var spaced: Text {
        Text("Lorem").underline().foregroundColor(.blue) +
        Text(verbatim: " ") +
        Text("ipsum dolor") +
        Text(verbatim: " ") +
        Text("sit").bold() +
        Text(verbatim: " ") +
        Text("amet, consectetur")
    }

    /// `@MultilineTextBuilder`, `testMultilineTextBuilder`.
    static var multiline: Text {
        Text("Lorem").underline().foregroundColor(.blue) +
        Text(verbatim: "\n") +
        Text("ipsum dolor") +
        Text(verbatim: "\n") +
        Text("sit").bold() +
        Text(verbatim: "\n") +
        Text("amet, consectetur")
    }

    /// `complexTextBuilderText()` (its `if false` branches dropped, its loop unrolled), `testComplexTextBuilder`.
    static var complex: Text {
        Text(verbatim: "Lorem").underline().foregroundColor(.blue) +
        Text(verbatim: " ") +
        Text(verbatim: "sit").bold() +
        Text(verbatim: " ") +
        Text(verbatim: "amet, consectetur") +
        Text(verbatim: " ") +
        Text(verbatim: "1") +
        Text(verbatim: " ") +
        Text(verbatim: "2") +
        Text(verbatim: " ") +
        Text(verbatim: "3")
    }

    /// `textArray.joined(separator: Text(" ** ").italic().foregroundColor(.green))`,
    /// `testJoined_formattedSeparator`.
    static var formattedSeparator: Text {
        Text("Lorem").underline().foregroundColor(.blue) +
        Text(" ** ").italic().foregroundColor(.green) +
        Text("ipsum dolor") +
        Text(" ** ").italic().foregroundColor(.green) +
        Text("sit").bold() +
        Text(" ** ").italic().foregroundColor(.green) +
        Text("amet, consectetur")
    }

    static func recorded(_ text: Text) -> some View {
        text
            .environment(\.sizeCategory, .large)
            .fixedSize()
            .background(Color.white)
    }
}

// bradleymackey/vault-ios, Vault/Sources/VaultiOSShared/OTPCodeTextView.swift with the state it shows
// (Vault/Sources/VaultFeed/Presentation/OTPCode/OTPCodeState.swift). Its `.transition(.blurReplace(.downUp))`
// calls are left out: a transition changes nothing in a still picture. Off UIKit the digit spacing is
// the unscaled 8 points, which is what `UIFontMetrics` gives at the recording's default Dynamic Type size.
// The two pure helpers are marked `nonisolated`: the corpus renders off the main actor, and a main-actor
// closure handed to `map` traps there.
enum VaultOTPCodeState: Equatable {
    struct PresentationError: Equatable {
        var userTitle: String
        var debugDescription: String
    }

    enum ObfuscationReason: Equatable {
        case privacy
        case expiry
    }

    case notReady
    case finished
    case obfuscated(ObfuscationReason)
    case visible(String)
    case locked(code: String)
    case error(PresentationError, digits: Int)
}

struct VaultOTPCodeTextView: View {
    var codeState: VaultOTPCodeState
    var scaledDigitSpacing: Double

    init(codeState: VaultOTPCodeState, scaledDigitSpacing: Double = 8) {
        self.codeState = codeState
        self.scaledDigitSpacing = scaledDigitSpacing
    }

    var body: some View {
        switch codeState {
        case .notReady, .finished, .obfuscated:
            placeholderCode(digits: 6)
        case let .locked(code):
            placeholderCode(digits: code.count)
        case let .error(_, digits):
            placeholderCode(digits: digits)
                .foregroundColor(.red)
        case let .visible(code):
            makeCodeView(text: code)
        }
    }

    private func placeholderCode(digits: Int) -> some View {
        makeCodeView(text: String(repeating: "•", count: digits))
    }

    private func makeCodeView(text: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: spacing) {
            ForEach(splitText(text: text)) { value in
                Text(value.text)
                    .lineLimit(1)
                    .minimumScaleFactor(0.1)
                    .multilineTextAlignment(.leading)
            }
        }
    }

    private var spacing: Double {
        scaledDigitSpacing
    }

    private struct TextPart: Identifiable {
        let id = UUID()
        var text: String
    }

    nonisolated private func splitText(text: String) -> [TextPart] {
        let chunkSize = chunkSize(length: text.count)
        let chunks = Array(text).chunked(by: chunkSize)
        return chunks.map { chunk in
            TextPart(text: chunk)
        }
    }

    nonisolated private func chunkSize(length: Int) -> Int {
        switch length {
        case 0 ..< 6:
            length
        case let x where x.isMultiple(of: 3):
            3
        case let x where x.isMultiple(of: 4):
            4
        case let x where x.isMultiple(of: 5):
            5
        default:
            3
        }
    }
}

extension [Character] {
    fileprivate func chunked(by chunkSize: Int) -> [String] {
        stride(from: startIndex, to: endIndex, by: chunkSize).map {
            let startIndex = $0
            let endIndex = Swift.min($0 + chunkSize, count)
            let actual = Array(self[startIndex ..< endIndex])
            return String(actual)
        }
    }
}

// BarredEwe/Prefire, Example/Shared/Examples/TestView.swift (`GreenButton_Previews`), as the generated
// preview test (Templates/PreviewTests.stencil) snapshots it: `.frame(width:)` of the device, then
// `.fixedSize(horizontal: false, vertical: true)`, at size that fits.
struct PrefireGreenButton: View {
    var body: some View {
        Button("Apply", action: {})
            .foregroundColor(.black)
            .font(.title)
            .padding()
            .frame(maxWidth: .infinity)
            .frame(height: 68)
            .background(Capsule().foregroundColor(.green.opacity(0.2)))
    }
}

// StanfordSpezi/SpeziViews, Sources/SpeziViews/Views/Tiles/TileHeader.swift and CompletedTileHeader.swift
// (`completedTileHeader` in Tests/SpeziViewsTests/SnapshotTests+Tiles.swift). The package's localized
// `Text("Completed", bundle: .module, comment: ...)` is written as its English text; the tile headers'
// documentation comments are left out.
struct SpeziTileHeader<Icon: View, Title: View, Subheadline: View>: View {
    private let alignment: HorizontalAlignment
    private let icon: Icon
    private let title: Title
    private let subheadline: Subheadline

    @Environment(\.dynamicTypeSize)
    private var dynamicTypeSize

    var body: some View {
        if alignment == .center {
            VStack(alignment: .center, spacing: 4) {
                icon
                modifiedTitle
                modifiedSubheadline
            }
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
        } else {
            ViewThatFits(in: .horizontal) {
                HStack {
                    icon // icon drawn before both title and subheadline

                    VStack(alignment: alignment, spacing: 4) {
                        modifiedTitle
                        modifiedSubheadline
                    }
                }

                VStack(alignment: alignment, spacing: 4) {
                    HStack(alignment: .center) {
                        if dynamicTypeSize < .accessibility3 {
                            icon // icon drawn just next to the title, subheadline below
                        }
                        modifiedTitle
                    }
                    modifiedSubheadline
                }
            }
            .accessibilityElement(children: .combine)
        }
    }

    private var modifiedTitle: some View {
        title
            .font(.headline)
    }

    private var modifiedSubheadline: some View {
        subheadline
            .font(.subheadline)
            .foregroundColor(.secondary)
    }

    init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder icon: () -> Icon,
        @ViewBuilder title: () -> Title,
        @ViewBuilder subheadline: () -> Subheadline
    ) {
        self.alignment = alignment
        self.icon = icon()
        self.title = title()
        self.subheadline = subheadline()
    }
}

struct SpeziCompletedTileHeader<Title: View>: View {
    private let alignment: HorizontalAlignment
    private let title: Title

    var body: some View {
        SpeziTileHeader(alignment: alignment) {
            Image(systemName: "checkmark.circle.fill")
                .foregroundColor(.green)
                .font(.custom("Completed Icon", size: 30, relativeTo: .title))
                .accessibilityHidden(true)
        } title: {
            title
        } subheadline: {
            Text("Completed")
        }
    }

    init(alignment: HorizontalAlignment = .leading, @ViewBuilder title: () -> Title) {
        self.alignment = alignment
        self.title = title()
    }
}

// bradleymackey/vault-ios, Vault/Sources/VaultiOS/Views/General/FormTitleView.swift and HeaderIcon.swift
// (`layout` in Vault/Tests/VaultiOSTests/FormTitleViewSnapshotTests.swift).
struct VaultFormTitleView: View {
    var title: String
    var description: String
    var systemIcon: String
    var color: Color

    var body: some View {
        VStack(alignment: .center, spacing: 8) {
            VaultHeaderIcon(image: Image(systemName: systemIcon), color: color)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .center, spacing: 4) {
                Text(title)
                    .font(.title2.bold())
                    .foregroundStyle(.primary)

                Text(description)
                    .foregroundStyle(.primary)
                    .font(.subheadline)
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity)
        .multilineTextAlignment(.center)
    }
}

struct VaultHeaderIcon: View {
    var image: Image
    var color: Color

    var body: some View {
        HStack {
            image
                .font(.system(size: 24))
                .aspectRatio(1, contentMode: .fill)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(4)
                .foregroundStyle(.white)
                .frame(maxWidth: 48, maxHeight: 48)
                .background(color)
        }
        .aspectRatio(1, contentMode: .fit)
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
        case "textbuilder-basic": AnyView(TextBuilderTexts.recorded(TextBuilderTexts.basic))
        case "textbuilder-spaced": AnyView(TextBuilderTexts.recorded(TextBuilderTexts.spaced))
        case "textbuilder-multiline": AnyView(TextBuilderTexts.recorded(TextBuilderTexts.multiline))
        case "textbuilder-complex": AnyView(TextBuilderTexts.recorded(TextBuilderTexts.complex))
        case "textbuilder-formatted": AnyView(TextBuilderTexts.recorded(TextBuilderTexts.formattedSeparator))
        // OTPCodeTextViewSnapshotTests.makeSUT: `.frame(width: 100, height: 100)`.
        case "vault-otp-code":
            AnyView(VaultOTPCodeTextView(codeState: .visible("123456")).frame(width: 100, height: 100))
        case "vault-otp-obfuscated":
            AnyView(VaultOTPCodeTextView(codeState: .obfuscated(.expiry)).frame(width: 100, height: 100))
        // paulz/SwiftUI-snapshot-testing, Example/ApplicationTests/SnapshotTests.swift at the commit that recorded it.
        case "hello-world-bold": AnyView(Text("Hello World!").bold())
        case "prefire-green-button":
            AnyView(PrefireGreenButton().frame(width: 375).fixedSize(horizontal: false, vertical: true))
        // SnapshotTests+Tiles.swift: `CompletedTileHeader { Text("Some Title") }` on an iPhone 13 Pro layout.
        case "spezi-completed-tile-header": AnyView(SpeziCompletedTileHeader { Text("Some Title") })
        // FormTitleViewSnapshotTests.layout: `.frame(width: 400, height: 500)`.
        case "vault-form-title":
            AnyView(VaultFormTitleView(title: "Hello", description: "Hello world", systemIcon: "lock.fill", color: .red)
                .frame(width: 400, height: 500))
        // Full screens (Screens/): the pairs whose code compiles.
        default: HomeAssistantScreens.view(key) ?? RSSReaderScreens.view(key) ?? ScanNowScreens.view(key)
        }
    }
}
