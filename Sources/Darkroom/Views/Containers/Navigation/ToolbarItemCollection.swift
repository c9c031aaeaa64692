import Foundation

/// Toolbar content that knows its items: the primitives of a toolbar hand their views and placements to a
/// navigation container's chrome; a toolbar content type of the user's own is read through its `body`.
nonisolated protocol ToolbarItemsSource {
    func collectItems(into chrome: NavigationChrome)
}

enum ToolbarItemCollection {
    /// Adds the items of `content` to `chrome`, reading custom toolbar content through its `body`.
    static func collect<C: ToolbarContent>(_ content: C, into chrome: NavigationChrome, depth: Int = 0) {
        // A body that builds itself again without end stops here, as a view's depth is bounded.
        guard depth < 64 else { return }
        if let source = content as? ToolbarItemsSource {
            source.collectItems(into: chrome)
            return
        }
        guard C.Body.self != Never.self else { return }
        let body = MainActorIsolation.nonisolated { (c: C) in c.body }(content)
        collect(body, into: chrome, depth: depth + 1)
    }

    /// Adds every element of a tuple of toolbar contents.
    static func collectTuple(_ value: Any, into chrome: NavigationChrome) {
        for child in Mirror(reflecting: value).children {
            if let content = child.value as? any ToolbarContent { open(content, chrome) }
        }
    }

    private static func open<C: ToolbarContent>(_ content: C, _ chrome: NavigationChrome) {
        collect(content, into: chrome)
    }
}

extension ToolbarItem: ToolbarItemsSource {
    func collectItems(into chrome: NavigationChrome) { chrome.add(placement: placement, view: AnyView(content)) }
}

extension ToolbarItemGroup: ToolbarItemsSource {
    func collectItems(into chrome: NavigationChrome) {
        // A group's items sit side by side in its placement, 8 points apart as bar button items are.
        chrome.add(placement: placement, view: AnyView(HStack(spacing: 8) { content }))
    }
}

extension TupleToolbarContent: ToolbarItemsSource {
    func collectItems(into chrome: NavigationChrome) { ToolbarItemCollection.collectTuple(value, into: chrome) }
}

extension Optional: ToolbarItemsSource where Wrapped: ToolbarContent {
    func collectItems(into chrome: NavigationChrome) {
        if let self { ToolbarItemCollection.collect(self, into: chrome) }
    }
}

extension _ConditionalContent: ToolbarItemsSource where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    func collectItems(into chrome: NavigationChrome) {
        switch storage {
        case .trueContent(let c): ToolbarItemCollection.collect(c, into: chrome)
        case .falseContent(let c): ToolbarItemCollection.collect(c, into: chrome)
        }
    }
}

extension Group: ToolbarItemsSource where Content: ToolbarContent {
    func collectItems(into chrome: NavigationChrome) { ToolbarItemCollection.collect(content, into: chrome) }
}
