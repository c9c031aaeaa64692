import Foundation

// Modifiers whose whole effect is interaction, motion or system integration:
// a still frame shows the view as it is, so they compile and draw nothing of
// their own. Actions given to them are never run.

extension View {
    /// Matches geometry across views during animations; a still frame has none.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true)
        -> some View { self }
    /// How content changes animate; a still frame shows the content.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Isolates geometry changes during animations; no effect on a still frame.
    nonisolated public func geometryGroup() -> some View { self }
    /// A symbol animation; a still frame shows the symbol at rest.
    nonisolated public func symbolEffect<T: Hashable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                                                      value: T) -> some View { self }
    /// A symbol animation while `isActive`; a still frame shows the symbol at rest.
    nonisolated public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                                         isActive: Bool = true) -> some View { self }
    /// A keyboard shortcut for a control (no keyboard here).
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }
    /// Haptic or audio feedback on a change (no device here).
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Pull to refresh; a still frame is never pulled, but the action is installed as `refresh` for the
    /// content to read, as in SwiftUI.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        transformEnvironment { $0.refresh = RefreshAction(action: action) }
    }
    /// Swipe actions of a list row; a still frame shows the row at rest.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View { self }
    /// Stops a row from being deleted.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Stops a row from being moved.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// A search field in the navigation bar (no bar is drawn).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View { self }
    /// A search field shown while `isPresented` (no bar is drawn).
    /// A search field with a `LocalizedStringKey` prompt (no bar is drawn).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View { self }
    /// A search field with a string prompt (no bar is drawn).
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View { self }
    /// A search field whose presentation `isPresented` controls (no bar is drawn, whatever its value).
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { self }
    /// Suggestions under a search field.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// Handles a URL opened by the app (no app here).
    nonisolated public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View { self }
    /// Hover highlight (no pointer here).
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
    /// Compares the view with its previous value to skip updates; a still frame is drawn once.
    nonisolated public func equatable() -> some View where Self: Equatable { self }
    /// Hides content from screenshots of a locked device: no effect on a render.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Removes any redaction for this view and its content.
    nonisolated public func unredacted() -> some View { transformEnvironment { $0.redactionReasons = [] } }
    /// Menu, group-box, disclosure-group and control-group styles: drawn in the default style.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// Accepted; group boxes draw in the default look.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
    /// Accepted; control groups draw in the default look.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
    /// Presentation appearance of a sheet's content (no sheet here).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A sheet's corner radius (no sheet here).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Whether the view behind a sheet takes input (no sheet here).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View { self }
    /// The toolbar's role (no toolbar drawn).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Preferred visibility of system overlays (no device).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Edges where system gestures wait (no device).
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Key presses (no keyboard).
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
        -> some View
    {
        self
    }
}

/// A namespace for matched geometry, as SwiftUI's `Namespace` property wrapper.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    nonisolated public struct ID: Hashable, Sendable { let value: Int }
    /// A namespace; every namespace of a still frame has the same identity.
    public init() {}
    /// The namespace's identity, for `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: ID { ID(value: 0) }
}

/// Which geometry a matched-geometry effect copies.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties as bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How content changes animate, as SwiftUI's `ContentTransition`.
nonisolated public struct ContentTransition: Sendable {
    let kind: Int
    /// No animation between contents.
    public static let identity = ContentTransition(kind: 0)
    /// Cross-fade.
    public static let opacity = ContentTransition(kind: 1)
    /// Interpolates text and shapes between contents.
    public static let interpolate = ContentTransition(kind: 2)
    /// Animates symbols with their effect.
    public static let symbolEffect = ContentTransition(kind: 3)
    /// Rolls digits up (or down) to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: 4) }
    /// Rolls digits in the direction the value changed.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: 4) }
}

/// A symbol animation, as the Symbols framework's effects (`.bounce`, `.pulse`, …).
nonisolated public struct SymbolEffect: Sendable {
    let name: String
    /// A bounce.
    public static let bounce = SymbolEffect(name: "bounce")
    /// A pulse of opacity.
    public static let pulse = SymbolEffect(name: "pulse")
    /// Layers coloured in turn.
    public static let variableColor = SymbolEffect(name: "variableColor")
    /// A scale up or down.
    public static let scale = SymbolEffect(name: "scale")
    /// Appearing.
    public static let appear = SymbolEffect(name: "appear")
    /// Disappearing.
    public static let disappear = SymbolEffect(name: "disappear")
    /// Replacing one symbol by another.
    public static let replace = SymbolEffect(name: "replace")
    /// The effect upwards.
    public var up: SymbolEffect { self }
    /// The effect downwards.
    public var down: SymbolEffect { self }
    /// The effect layer by layer.
    public var byLayer: SymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: SymbolEffect { self }
}

/// Options of a symbol animation.
nonisolated public struct SymbolEffectOptions: Sendable {
    /// The effect's own timing.
    public static let `default` = SymbolEffectOptions()
    /// Repeats without end.
    public static let repeating = SymbolEffectOptions()
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// A key on a keyboard, as SwiftUI's `KeyEquivalent`.
nonisolated public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
nonisolated public struct EventModifiers: OptionSet, Sendable {
    /// The keys as bits.
    public let rawValue: Int
    /// Keys from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 3)
    /// Every modifier key.
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key press's outcome, as SwiftUI's `KeyPress`.
nonisolated public struct KeyPress: Sendable {
    /// Whether a key-press handler used the press.
    public enum Result: Sendable {
        /// The handler used the press.
        case handled
        /// The press goes on to other handlers.
        case ignored
    }
}

/// Haptic and audio feedback kinds, as SwiftUI's `SensoryFeedback`.
nonisolated public struct SensoryFeedback: Sendable, Hashable {
    let kind: Int
    /// A task succeeded.
    public static let success = SensoryFeedback(kind: 0)
    /// A warning.
    public static let warning = SensoryFeedback(kind: 1)
    /// An error.
    public static let error = SensoryFeedback(kind: 2)
    /// A selection changed.
    public static let selection = SensoryFeedback(kind: 3)
    /// A value went up.
    public static let increase = SensoryFeedback(kind: 4)
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: 5)
    /// An activity started.
    public static let start = SensoryFeedback(kind: 6)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: 7)
    /// A physical impact.
    public static let impact = SensoryFeedback(kind: 8)
    /// A physical impact of `weight` and `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// Impact weights.
    public enum Weight: Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
    }
}

/// Where a search field goes.
nonisolated public struct SearchFieldPlacement: Sendable {
    let kind: Int
    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 2)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(kind: 3)
}

/// Pointer hover effects.
nonisolated public struct HoverEffect: Sendable {
    let kind: Int
    /// The platform's effect.
    public static let automatic = HoverEffect(kind: 0)
    /// A highlight behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// The view lifts with a shadow.
    public static let lift = HoverEffect(kind: 2)
}

/// Whether the view behind a sheet takes input.
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(kind: 0)
    /// The view behind takes input.
    public static let enabled = PresentationBackgroundInteraction(kind: 1)
    /// The view behind takes no input.
    public static let disabled = PresentationBackgroundInteraction(kind: 2)
}

/// The purpose of a toolbar.
nonisolated public struct ToolbarRole: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ToolbarRole(kind: 0)
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(kind: 1)
    /// A browser's toolbar.
    public static let browser = ToolbarRole(kind: 2)
    /// A document editor's toolbar.
    public static let editor = ToolbarRole(kind: 3)
}

/// Menu looks; menus draw their label.
public protocol MenuStyle {}
/// The default menu look: the menu draws its label.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The default menu look.
    public init() {}
}
/// A menu drawn as a borderless button: its label.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless-button menu look.
    public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu look.
    public static var automatic: Self { Self() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: Self { Self() }
}

/// Group-box looks; group boxes draw in the default look.
public protocol GroupBoxStyle {}
/// The default group-box look.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default group-box look.
    public init() {}
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group-box look.
    public static var automatic: Self { Self() }
}

/// Control-group looks.
public protocol ControlGroupStyle {}
/// The default control-group look.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The default control-group look.
    public init() {}
}
/// The navigation-bar control-group look; drawn in the default look.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation control-group look.
    public init() {}
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control-group look.
    public static var automatic: Self { Self() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control-group look; drawn in the default look.
    public static var navigation: Self { Self() }
}

extension ForEach {
    /// Swipe to delete; a still frame deletes nothing.
    @preconcurrency nonisolated public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self { self }
    /// Drag to reorder; a still frame moves nothing.
    @preconcurrency nonisolated public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
        self
    }
    /// Drop to insert; a still frame inserts nothing.
    nonisolated public func onInsert(
        of supportedContentTypes: [String], perform action: @escaping @MainActor (Int, [Any]) -> Void
    ) -> Self {
        self
    }
}

/// A button that toggles a list's edit mode, drawn as its "Edit" title in the tint colour.
nonisolated public struct EditButton: View {
    /// An Edit button.
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability` (nothing is selected in a still frame).
public protocol TextSelectability {}
/// Text that can be selected (nothing is selected in a still frame).
nonisolated public struct EnabledTextSelectability: TextSelectability {
    /// Selectable text.
    public init() {}
}
/// Text that cannot be selected, the default.
nonisolated public struct DisabledTextSelectability: TextSelectability {
    /// Unselectable text.
    public init() {}
}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: Self { Self() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Unselectable text, the default.
    public static var disabled: Self { Self() }
}
