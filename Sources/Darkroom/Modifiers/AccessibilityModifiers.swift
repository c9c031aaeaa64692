import Foundation

// Accessibility describes a view to assistive technologies; a rendered image has
// no accessibility tree, so these compile and draw the view as it is.

extension View {
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping @MainActor () -> Void
    ) -> some View { self }
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> some View
    {
        self
    }
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
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
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 6)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 7)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 8)
    public static let isModal = AccessibilityTraits(bits: 1 << 9)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 10)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 11)
    public static let playsSound = AccessibilityTraits(bits: 1 << 12)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 13)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 14)
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
nonisolated public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// Kinds of accessibility actions, as SwiftUI's `AccessibilityActionKind`.
nonisolated public struct AccessibilityActionKind: Sendable, Hashable {
    let kind: Int
    public static let `default` = AccessibilityActionKind(kind: 0)
    public static let escape = AccessibilityActionKind(kind: 1)
    public static let magicTap = AccessibilityActionKind(kind: 2)
    public static let delete = AccessibilityActionKind(kind: 3)
    public static let showMenu = AccessibilityActionKind(kind: 4)
    public init(named name: Text) { kind = 5 }
    private init(kind: Int) { self.kind = kind }
}
