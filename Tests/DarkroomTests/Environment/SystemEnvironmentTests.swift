import Darkroom
import Foundation
import Testing

/// The environment values app code reads about its device, settings and actions: an iPhone in portrait
/// with default settings unless set, and the older names bridged to the newer ones.
@Suite struct SystemEnvironmentTests {
    struct Reader: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.sizeCategory) var category
        @Environment(\.scenePhase) var phase
        @Environment(\.editMode) var editMode
        @Environment(\.isScrollEnabled) var scrolls
        @Environment(\.refresh) var refresh
        var body: some View {
            Text("\(horizontal == .compact) \(vertical == .regular) \(category == .large) \(phase == .active)")
            Text("\(editMode == nil) \(scrolls) \(refresh == nil)")
        }
    }

    func texts(_ view: some View) throws -> [String] {
        try layout(view).all(named: "Text").compactMap(\.text)
    }

    @Test func defaultsAreAnIPhoneInPortrait() throws {
        #expect(try texts(Reader()) == ["true true true true", "true true true"])
    }

    @Test func modifiersSetTheValuesTheyName() throws {
        let view = Reader()
            .environment(\.horizontalSizeClass, .regular)
            .scrollDisabled(true)
            .refreshable {}
            .environment(\.editMode, .constant(.active))
        #expect(try texts(view) == ["false true true true", "false false false"])
    }

    @Test func sizeCategoryIsDynamicTypeSize() throws {
        let large = try layout(Text("Hello").accessibilityIdentifier("t"))
        let bigger = try layout(Text("Hello").accessibilityIdentifier("t").environment(\.sizeCategory, .extraLarge))
        let bridged = try layout(Text("Hello").accessibilityIdentifier("t").dynamicTypeSize(.xLarge))
        #expect(frame(bigger, "t").height > frame(large, "t").height)
        #expect(frame(bigger, "t") == frame(bridged, "t"))
    }

    @Test func openURLCallsItsHandler() async {
        let seen = LockedURLs()
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { url in
            seen.append(url)
            return .handled
        }
        let url = URL(string: "https://example.com")!
        await MainActor.run { environment.openURL(url) }
        #expect(seen.urls == [url])
    }

    @Test func undoManagerUndoesAndRedoes() {
        final class Counter { var value = 0 }
        let counter = Counter()
        let manager = UndoManager()
        func set(_ value: Int) {
            let old = counter.value
            counter.value = value
            manager.registerUndo(withTarget: counter) { target in
                target.value = old
            }
        }
        set(1)
        set(2)
        manager.undo()
        #expect(counter.value == 1)
        #expect(manager.canUndo)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        #expect(EnvironmentValues().undoManager == nil)
    }
}

final class LockedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [URL] = []
    func append(_ url: URL) { lock.withLock { stored.append(url) } }
    var urls: [URL] { lock.withLock { stored } }
}
