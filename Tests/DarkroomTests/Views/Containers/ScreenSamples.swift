import Foundation
import Testing
@testable import Darkroom

/// Three whole screens as an app draws them: a navigation screen (large title, toolbar button, a list of
/// navigation rows with icons), a settings form (inline title, Cancel / Save, a control of each kind) and a tab
/// view. docs/layout.md shows them rendered on an iPhone 15 at @3x; `DARKROOM_SCREENS_DIR=<folder>` writes the
/// pictures there.
enum ScreenSamples {
    struct Mailboxes: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        NavigationLink(destination: Text("Inbox")) { Label("Inbox", systemImage: "tray") }
                        NavigationLink(destination: Text("Drafts")) { Label("Drafts", systemImage: "doc") }
                        NavigationLink(destination: Text("Sent")) { Label("Sent", systemImage: "paperplane") }
                    }
                    Section("iCloud") {
                        NavigationLink(destination: Text("Archive")) { Label("Archive", systemImage: "archivebox") }
                        NavigationLink(destination: Text("Trash")) { Label("Trash", systemImage: "trash") }
                    }
                    HStack {
                        Image(systemName: "bell")
                        Text("Allow Notifications")
                        Spacer()
                        Button("Allow") {}
                    }
                }
                .navigationTitle("Mailboxes")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            }
        }
    }

    struct Settings: View {
        var body: some View {
            NavigationView {
                Form {
                    Section(header: Text("Account")) {
                        TextField("Name", text: .constant("Ada Lovelace"))
                        Toggle("Notifications", isOn: .constant(true))
                        Picker("Country", selection: .constant(1)) {
                            Text("France").tag(0)
                            Text("United States").tag(1)
                        }
                    }
                    Section(header: Text("Appearance"), footer: Text("Applies to every device.")) {
                        Picker("Theme", selection: .constant(0)) {
                            Text("Light").tag(0)
                            Text("Dark").tag(1)
                            Text("Auto").tag(2)
                        }
                        .pickerStyle(.segmented)
                        Stepper("Font size: 17", value: .constant(17))
                        Slider(value: .constant(0.4))
                        LabeledContent("Version", value: "2.1")
                    }
                    Section {
                        Button("Sign Out", role: .destructive) {}
                    }
                }
                .navigationBarTitle("Settings", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
            }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        ForEach(["Morning run", "Groceries", "Call Mum", "Book flights"], id: \.self) { item in
                            Label(item, systemImage: "circle")
                        }
                    }
                    .navigationTitle("Today")
                }
                .tabItem { Label("Today", systemImage: "calendar") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    /// A stack that starts pushed: a detail screen with a back button.
    struct Pushed: View {
        var body: some View {
            NavigationStack(path: .constant(NavigationPath(["Inbox"]))) {
                List { Text("Inbox") }
                    .navigationTitle("Mailboxes")
                    .navigationDestination(for: String.self) { name in
                        List {
                            Text("Lunch on Friday?")
                            Text("Your order has shipped")
                        }
                        .navigationTitle(name)
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") {} } }
                    }
            }
        }
    }

    static func options(_ generation: OSGeneration = .iOS18) -> RenderOptions {
        var environment = EnvironmentValues()
        environment.osGeneration = generation
        return Phone15.options(scale: 3, environment: environment)
    }
}

@Suite("Views: whole screens")
struct ScreenSampleTests {
    @Test func screensRenderAtTheDevicesSize() throws {
        let folder = ProcessInfo.processInfo.environment["DARKROOM_SCREENS_DIR"].map { URL(fileURLWithPath: $0) }
        let screens: [(String, AnyView)] = [
            ("navigation", AnyView(ScreenSamples.Mailboxes())), ("settings", AnyView(ScreenSamples.Settings())),
            ("tabs", AnyView(ScreenSamples.Tabs())), ("pushed", AnyView(ScreenSamples.Pushed())),
        ]
        for generation in [OSGeneration.iOS18, .iOS26] {
            let renderer = ViewRenderer(options: ScreenSamples.options(generation))
            for (name, view) in screens {
                let background = view.background(Color.white, ignoresSafeAreaEdges: .all)
                let image = try renderer.image(background)
                #expect(image.width == 393 * 3 && image.height == 852 * 3)
                if let folder {
                    try renderer.writePNG(background, to: folder.appendingPathComponent(
                        "\(name)-\(generation.rawValue).png"))
                }
            }
        }
    }

    @Test func rowTextStaysOnOneLine() throws {
        // The list row of an icon, a text, a spacer and a button: the text on one line (one line of body text is
        // under 25 points tall).
        let p = try ViewRenderer(options: ScreenSamples.options()).layout(ScreenSamples.Mailboxes())
        let text = try #require(p.all(named: "Text").first { $0.text == "Allow Notifications" })
        #expect(text.frame.height < 25)
    }
}
