import Foundation

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
