#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIView {
    nonisolated(unsafe) private static var animationsOn = true

    /// Turns UIKit animations on or off (a recipe turns them off before a snapshot). A still
    /// frame never animates, so this only changes `areAnimationsEnabled`.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsOn = enabled }
    /// Whether `setAnimationsEnabled(_:)` last turned animations on (`true` by default).
    public class var areAnimationsEnabled: Bool { animationsOn }
    /// Runs `actionsWithoutAnimation` at once, as everything runs here.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Runs `animations` at once (their end state is what a still frame shows), then `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Runs `animations` at once, then `completion` (delay and options are kept).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Animation options, as `UIView.AnimationOptions` (kept).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions([])
        /// Allows interaction while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
}

/// Groups layer changes, as Core Animation's `CATransaction`. Nothing is deferred here —
/// layers draw when asked for pixels — so every call only keeps its settings.
public enum CATransaction {
    nonisolated(unsafe) private static var actionsDisabled = false
    /// Begins a group of changes.
    public static func begin() {}
    /// Commits the group: changes are already in effect.
    public static func commit() {}
    /// Makes pending changes visible now: none are pending (recipes call it before a snapshot).
    public static func flush() {}
    /// Turns implicit animations off for the group (kept).
    public static func setDisableActions(_ flag: Bool) { actionsDisabled = flag }
    /// Whether implicit animations are off.
    public static func disableActions() -> Bool { actionsDisabled }
    /// Sets the group's animation duration (kept).
    public static func setAnimationDuration(_ dur: TimeInterval) {}
    /// Runs a block when the group's animations end: at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
#endif
