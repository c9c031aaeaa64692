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
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                          prompt: S) -> some View { self }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
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
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
    /// Presentation appearance of a sheet's content (no sheet here).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View { self }
    /// The toolbar's role (no toolbar drawn).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Preferred visibility of system overlays (no device).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Edges where system gestures wait (no device).
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Key presses (no keyboard).
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        self
    }
}

/// A namespace for matched geometry, as SwiftUI's `Namespace` property wrapper.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    nonisolated public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}

/// Which geometry a matched-geometry effect copies.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How content changes animate, as SwiftUI's `ContentTransition`.
nonisolated public struct ContentTransition: Sendable {
    let kind: Int
    public static let identity = ContentTransition(kind: 0)
    public static let opacity = ContentTransition(kind: 1)
    public static let interpolate = ContentTransition(kind: 2)
    public static let symbolEffect = ContentTransition(kind: 3)
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: 4) }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: 4) }
}

/// A symbol animation, as the Symbols framework's effects (`.bounce`, `.pulse`, …).
nonisolated public struct SymbolEffect: Sendable {
    let name: String
    public static let bounce = SymbolEffect(name: "bounce")
    public static let pulse = SymbolEffect(name: "pulse")
    public static let variableColor = SymbolEffect(name: "variableColor")
    public static let scale = SymbolEffect(name: "scale")
    public static let appear = SymbolEffect(name: "appear")
    public static let disappear = SymbolEffect(name: "disappear")
    public static let replace = SymbolEffect(name: "replace")
    public var up: SymbolEffect { self }
    public var down: SymbolEffect { self }
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }
}

/// Options of a symbol animation.
nonisolated public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// A key on a keyboard, as SwiftUI's `KeyEquivalent`.
nonisolated public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
nonisolated public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key press's outcome, as SwiftUI's `KeyPress`.
nonisolated public struct KeyPress: Sendable {
    public enum Result: Sendable { case handled, ignored }
}

/// Haptic and audio feedback kinds, as SwiftUI's `SensoryFeedback`.
nonisolated public struct SensoryFeedback: Sendable, Hashable {
    let kind: Int
    public static let success = SensoryFeedback(kind: 0)
    public static let warning = SensoryFeedback(kind: 1)
    public static let error = SensoryFeedback(kind: 2)
    public static let selection = SensoryFeedback(kind: 3)
    public static let increase = SensoryFeedback(kind: 4)
    public static let decrease = SensoryFeedback(kind: 5)
    public static let start = SensoryFeedback(kind: 6)
    public static let stop = SensoryFeedback(kind: 7)
    public static let impact = SensoryFeedback(kind: 8)
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// Impact weights.
    public enum Weight: Sendable { case light, medium, heavy }
}

/// Where a search field goes.
nonisolated public struct SearchFieldPlacement: Sendable {
    let kind: Int
    public static let automatic = SearchFieldPlacement(kind: 0)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    public static let toolbar = SearchFieldPlacement(kind: 2)
    public static let sidebar = SearchFieldPlacement(kind: 3)
}

/// Pointer hover effects.
nonisolated public struct HoverEffect: Sendable {
    let kind: Int
    public static let automatic = HoverEffect(kind: 0)
    public static let highlight = HoverEffect(kind: 1)
    public static let lift = HoverEffect(kind: 2)
}

/// Whether the view behind a sheet takes input.
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int
    public static let automatic = PresentationBackgroundInteraction(kind: 0)
    public static let enabled = PresentationBackgroundInteraction(kind: 1)
    public static let disabled = PresentationBackgroundInteraction(kind: 2)
}

/// The purpose of a toolbar.
nonisolated public struct ToolbarRole: Sendable {
    let kind: Int
    public static let automatic = ToolbarRole(kind: 0)
    public static let navigationStack = ToolbarRole(kind: 1)
    public static let browser = ToolbarRole(kind: 2)
    public static let editor = ToolbarRole(kind: 3)
}

/// Menu looks; menus draw their label.
public protocol MenuStyle {}
nonisolated public struct DefaultMenuStyle: MenuStyle { public init() {} }
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { Self() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: Self { Self() } }

/// Group-box looks; group boxes draw in the default look.
public protocol GroupBoxStyle {}
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: Self { Self() } }

/// Control-group looks.
public protocol ControlGroupStyle {}
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { Self() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { Self() } }

extension ForEach {
    /// Swipe to delete; a still frame deletes nothing.
    @preconcurrency nonisolated public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self { self }
    /// Drag to reorder; a still frame moves nothing.
    @preconcurrency nonisolated public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self { self }
    /// Drop to insert; a still frame inserts nothing.
    nonisolated public func onInsert(of supportedContentTypes: [String], perform action: @escaping @MainActor (Int, [Any]) -> Void) -> Self {
        self
    }
}

/// A button that toggles a list's edit mode, drawn as its "Edit" title in the tint colour.
nonisolated public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability` (nothing is selected in a still frame).
public protocol TextSelectability {}
nonisolated public struct EnabledTextSelectability: TextSelectability { public init() {} }
nonisolated public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: Self { Self() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: Self { Self() } }
