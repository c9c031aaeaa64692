import Foundation

// Interaction modifiers in the spellings SwiftUI declares beside the ones in InteractionModifiers.swift: a still
// picture has no gestures, pointer, focus or drag sessions, so each keeps the view as it is and runs no closure.

nonisolated extension View {
    /// A tap action told where the tap landed; a still frame is never tapped.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View { self }
    /// A tap action told where the tap landed; a still frame is never tapped.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View { self }
    /// A long-press action told when pressing starts and stops; never run in a still frame.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }
    /// A drag source with a custom preview; no drag in a still frame, and the preview is not drawn.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }
    /// A context menu with a preview: shown on a long press, never in a still frame.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    { self }
    /// A context menu for selected items: shown on a long press, never in a still frame.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }
    /// The item provider a drag or a share takes from the view; never asked in a still frame.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
    /// The effect of a pointer hovering over the view, when enabled; no pointer hovers over a render.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool) -> some View { self }
    /// Turns hover effects off (no pointer hovers over a render); sets `isHoverEffectEnabled`.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment { $0.isHoverEffectEnabled = $0.isHoverEffectEnabled && !disabled }
    }
    /// The hover effect of the view's controls; no pointer hovers over a render.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Turns the focus effect off (nothing has focus in a render); sets `isFocusEffectEnabled`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment { $0.isFocusEffectEnabled = $0.isFocusEffectEnabled && !disabled }
    }
    /// Publishes `object` to focused-value readers while the view has focus; nothing has focus in a render.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` to focused-value readers while the view has focus; nothing has focus in a render.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes `object` to focused-value readers while the scene is active; nothing has focus in a render.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` to focused-value readers while the scene is active; nothing has focus in a render.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// The action a Rename command runs; never run in a still frame.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
    /// Focuses a field when Rename is chosen; never chosen in a still frame.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
    /// Turns off Find in the view's text; no find bar in a still frame.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Turns off Replace in the view's text; no find bar in a still frame.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Shows the find bar of the view's text editor; not drawn in a still frame.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Whether the view's list rows can be selected; nothing is selected in a render.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Keeps submit actions from reaching outer views; never submitted in a still frame.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// A string typing selects the view by in a list; no typing in a still frame.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// A string typing selects the view by in a list; no typing in a still frame.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// A string typing selects the view by in a list; no typing in a still frame.
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
    /// Tags interactions with the view for activity tracking; nothing is tracked in a render.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Marks content a widget redraws while its timeline is invalidated; a render is never invalidated.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Plays feedback when `trigger` changes and `condition` holds; a still frame plays none.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }
    /// Plays the feedback a closure chooses when `trigger` changes; a still frame plays none.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
