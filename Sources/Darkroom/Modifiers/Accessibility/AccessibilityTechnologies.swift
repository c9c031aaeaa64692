import Foundation

/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`: the set
/// `accessibilityActivationPoint` and custom actions are offered to. No technology runs while a
/// still frame is drawn, so the set only has to hold what code puts in it.
public struct AccessibilityTechnologies: SetAlgebra, Sendable, Hashable {
    var bits: UInt8
    init(bits: UInt8) { self.bits = bits }
    /// No technologies.
    public init() { bits = 0 }
    /// VoiceOver.
    public static var voiceOver: AccessibilityTechnologies {
        get { AccessibilityTechnologies(bits: 1) }
        set {}
    }
    /// Switch Control.
    public static var switchControl: AccessibilityTechnologies {
        get { AccessibilityTechnologies(bits: 2) }
        set {}
    }
    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { Self(bits: bits | other.bits) }
    /// Adds the technologies of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        Self(bits: bits & other.bits)
    }
    /// Keeps only the technologies also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// The technologies in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        Self(bits: bits ^ other.bits)
    }
    /// Keeps the technologies in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`, saying whether it was already there.
    @discardableResult
    public mutating func insert(
        _ newMember: AccessibilityTechnologies
    ) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    /// Removes `member`, returning it if it was there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = bits & member.bits
        bits &= ~member.bits
        return had == 0 ? nil : Self(bits: had)
    }
    /// Adds `newMember`, returning it if it was already there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
}
