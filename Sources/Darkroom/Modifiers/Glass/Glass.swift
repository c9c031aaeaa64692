import Foundation

/// The material of iOS 26's Liquid Glass, as SwiftUI's `Glass`: regular, clear or none, optionally tinted
/// and interactive.
///
/// Darkroom draws glass as a still frame of it: a translucent light fill of the effect's shape over what lies
/// behind, with a soft shadow around it (measured on an iOS 26 recording of regular glass over white, where
/// the fill is 99 % white and the shadow darkens the white around it by about 2 %). Refraction, the specular
/// rim and the interactive response to touches are not drawn.
nonisolated public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    /// The tint mixed into the glass, if any.
    let tintColor: Color?
    /// Whether the glass reacts to touches (a still frame draws it the same).
    let isInteractive: Bool

    /// The standard glass: translucent, lightly frosted.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass, for content over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content is drawn as it is.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` removes a tint).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass, reacting to touches when `isEnabled` is true.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}
