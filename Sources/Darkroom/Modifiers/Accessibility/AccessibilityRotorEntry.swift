import Foundation

/// One entry of a custom accessibility rotor, as SwiftUI's `AccessibilityRotorEntry`: a label and
/// the identity (or text range) VoiceOver moves to. Never drawn; `prepare` never runs in a still frame.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: Text?
    let id: ID?
    let textRange: Range<String.Index>?

    /// An entry for the view with identity `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.label = label; self.id = id; self.textRange = textRange
    }
    /// An entry for the view with identity `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }
    /// An entry for the view with identity `id`, with a localized label.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }
    /// An entry for the view with identity `id`, with a label string.
    @_disfavoredOverload
    public init<L>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {})
    where L: StringProtocol {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }
    /// An entry for the view with identity `id` in `namespace`, with a localized label.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
                textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }
    /// An entry for the view with identity `id` in `namespace`, with a label string.
    @_disfavoredOverload
    public init<L>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                   prepare: @escaping (() -> Void) = {}) where L: StringProtocol {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry for a range of the element's text, with a localized label.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) {
        label = Text(labelKey); id = nil; self.textRange = textRange
    }

    /// Rotor entries are leaves.
    public var body: Never { return primitiveBody("AccessibilityRotorEntry") }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the element's text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) {
        self.label = label; id = nil; self.textRange = textRange
    }
    /// An entry for a range of the element's text, with a label string.
    @_disfavoredOverload
    public init<L>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where L: StringProtocol {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}
