import Foundation

/// What the views inside a navigation container ask of its bars: the title and how it is shown, toolbar items
/// by placement, the bar's background, a search field. The container hands one to its content through the
/// environment; the title, toolbar and search modifiers write into it while the content resolves, and the
/// container then draws its bars from it (`NavigationBar`).
final class NavigationChrome {
    /// Where a bar item sits.
    enum Slot { case leading, trailing, principal, bottom }

    /// One item of a bar: its view and whether it is the emphasised (confirmation) action.
    struct Item {
        let slot: Slot
        let view: AnyView
        let isConfirmation: Bool
    }

    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var items: [Item] = []
    /// `toolbarBackground(_:for:)`'s style and visibility for the navigation bar.
    var barBackground: AnyShapeStyle?
    var barBackgroundVisibility: Visibility = .automatic
    var isBarHidden = false
    /// The prompt of a `searchable` field, when one was asked for.
    var searchPrompt: Text?
    /// The views `navigationDestination(for:)` gives for pushed values (nil for a value of another type).
    var destinations: [(AnyHashable) -> AnyView?] = []
    /// A destination pushed by `navigationDestination(isPresented:)`.
    var presented: AnyView?
    /// The back button's title on a pushed screen (the previous screen's title, else "Back").
    var backTitle: Text?
    var hidesBackButton = false

    /// Whether the bar has anything to show: with no title, item, back button or search field a hosting
    /// controller's bar takes no room (a `NavigationStack` around a plain `VStack` recorded on iOS 26 has
    /// its content centred in the whole frame).
    var showsBar: Bool {
        !isBarHidden && (title != nil || items.contains { $0.slot != .bottom } || searchPrompt != nil
            || showsBackButton)
    }

    /// Whether a pushed screen shows its back button.
    var showsBackButton: Bool { backTitle != nil && !hidesBackButton }

    /// Large when asked for, or by default (`automatic` at a stack's root), unless inline was asked for.
    var showsLargeTitle: Bool { title != nil && displayMode != .inline }

    /// Adds the items of a toolbar in its placements.
    func add(placement: ToolbarItemPlacement, view: AnyView) {
        let slot: Slot
        switch placement.kind {
        case ToolbarItemPlacement.principal.kind: slot = .principal
        case ToolbarItemPlacement.navigationBarLeading.kind, ToolbarItemPlacement.cancellationAction.kind:
            slot = .leading
        case ToolbarItemPlacement.bottomBar.kind, ToolbarItemPlacement.status.kind: slot = .bottom
        case ToolbarItemPlacement.keyboard.kind: return  // The keyboard is never shown in a still frame.
        default: slot = .trailing
        }
        let confirms = placement.kind == ToolbarItemPlacement.confirmationAction.kind
        items.append(Item(slot: slot, view: view, isConfirmation: confirms))
    }
}

private struct NavigationChromeKey: EnvironmentKey {
    static var defaultValue: NavigationChrome? { nil }
}

extension EnvironmentValues {
    /// The nearest navigation container's chrome, which title and toolbar modifiers write into.
    var navigationChrome: NavigationChrome? {
        get { self[NavigationChromeKey.self] }
        set { self[NavigationChromeKey.self] = newValue }
    }
}

/// Writes into the enclosing navigation container's chrome when the modified view resolves, then resolves the
/// view unchanged. Outside a navigation container there is no bar and nothing is written.
nonisolated struct _NavigationChromeModifier: ViewModifier, PrimitiveModifier {
    let update: (NavigationChrome) -> Void
    func body(content: Content) -> Never { primitiveBody("_NavigationChromeModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        if let chrome = context.environment.navigationChrome { update(chrome) }
        return content(context)
    }
}

extension View {
    /// Applies `update` to the enclosing navigation container's chrome.
    nonisolated func navigationChrome(_ update: @escaping (NavigationChrome) -> Void) -> some View {
        modifier(_NavigationChromeModifier(update: update))
    }
}
