import Foundation

// Accessibility describes a view to assistive technologies; a rendered image has
// no accessibility tree, so these compile and draw the view as it is.

extension View {
    /// Adds traits for assistive technologies; a rendered image has no accessibility tree.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits for assistive technologies; no effect on the picture.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// The order assistive technologies read the view in; no effect on the picture.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Marks the view as a heading of `level`; no effect on the picture.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// An action assistive technologies can perform; never run in a render.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping @MainActor () -> Void
    ) -> some View { self }
    /// A named action assistive technologies can perform; never run in a render.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> some View
    {
        self
    }
    /// Shows the large content viewer on long press; no effect on the picture.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Keeps the view's colours under Smart Invert; renders are never inverted.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Whether assistive technologies treat the view as interactive; no effect on the picture.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> some View
    {
        self
    }
}

/// Traits of an accessibility element, as SwiftUI's `AccessibilityTraits`.
nonisolated public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var bits: UInt64
    private init(bits: UInt64) { self.bits = bits }
    public init() { bits = 0 }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a header.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 6)
    /// The element summarises the screen.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 7)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 8)
    /// The element hides its siblings from assistive technologies.
    public static let isModal = AccessibilityTraits(bits: 1 << 9)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 10)
    /// Reading past the element turns the page.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 11)
    /// The element plays its own sound.
    public static let playsSound = AccessibilityTraits(bits: 1 << 12)
    /// Activating the element starts media.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 13)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 14)
    /// The element is a switch.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// Heading levels, as SwiftUI's `AccessibilityHeadingLevel`.
nonisolated public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading without a level.
    case unspecified
    /// A level-1 heading.
    case h1
    /// A level-2 heading.
    case h2
    /// A level-3 heading.
    case h3
    /// A level-4 heading.
    case h4
    /// A level-5 heading.
    case h5
    /// A level-6 heading.
    case h6
}

/// Kinds of accessibility actions, as SwiftUI's `AccessibilityActionKind`.
nonisolated public struct AccessibilityActionKind: Sendable, Hashable {
    let kind: Int
    /// The element's main action.
    public static let `default` = AccessibilityActionKind(kind: 0)
    /// Dismiss (the two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: 1)
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: 2)
    /// Delete.
    public static let delete = AccessibilityActionKind(kind: 3)
    /// Show the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: 4)
    /// A custom action called `name`.
    public init(named name: Text) { kind = 5 }
    private init(kind: Int) { self.kind = kind }
}
