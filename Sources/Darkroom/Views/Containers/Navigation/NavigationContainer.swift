import Foundation

/// What `NavigationStack`, `NavigationView` and a compact `NavigationSplitView` draw: their root view under the
/// navigation bar its title, toolbar and search modifiers ask for (`NavigationChrome`), with a bottom toolbar
/// when one has items. A container whose content asks for nothing draws the content alone, as iOS gives such a
/// bar no room.
nonisolated struct NavigationContainer<Content: View>: View, PrimitiveView {
    let content: Content
    /// The values pushed on the stack, bottom first: the last one's destination is shown.
    var path: [AnyHashable] = []
    var body: Never { primitiveBody("NavigationContainer") }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        var chrome = NavigationChrome()
        var inner = context
        inner.environment.navigationChrome = chrome
        inner.environment.isInNavigationContainer = true
        var root = Resolver.node(content, inner)
        // A stack that starts pushed shows the top destination under a bar with a back button titled with the
        // screen below it ("Back" when that has no title or is not the root).
        let pushed = chrome.presented ?? path.last.flatMap { value in
            chrome.destinations.lazy.compactMap { $0(value) }.first
        }
        if let pushed {
            let below = chrome
            chrome = NavigationChrome()
            chrome.destinations = below.destinations
            chrome.backTitle = path.count <= 1 ? below.title ?? Text("Back") : Text("Back")
            inner.environment.navigationChrome = chrome
            root = Resolver.node(pushed, inner)
        }
        // Bar items resolve in the container's environment, where no title modifier writes to this bar again.
        var outer = context
        outer.environment.navigationChrome = nil
        outer.stackAxis = nil
        let bottomItems = chrome.items.filter { $0.slot == .bottom }
        guard chrome.showsBar || !bottomItems.isEmpty else { return root }
        func bar(_ margin: CGFloat) -> LayoutNode? {
            chrome.showsBar ? Resolver.node(NavigationBar(chrome: chrome, margin: margin), outer) : nil
        }
        func bottom(_ margin: CGFloat) -> LayoutNode? {
            bottomItems.isEmpty || chrome.isBarHidden
                ? nil : Resolver.node(BottomToolbar(items: bottomItems, margin: margin), outer)
        }
        return NavigationContainerNode(content: root, bars: (bar(16), bar(20)), bottomBars: (bottom(16), bottom(20)))
    }
}

private struct InNavigationContainerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a navigation container: a form's pickers draw as navigation rows there.
    var isInNavigationContainer: Bool {
        get { self[InNavigationContainerKey.self] }
        set { self[InNavigationContainerKey.self] = newValue }
    }
}
