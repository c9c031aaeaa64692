import DarkroomCompat
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == UIImage {
    /// A snapshot strategy for comparing SwiftUI-style views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing SwiftUI-style views based on pixel equality, with the
    /// signature swift-snapshot-testing has on iOS.
    ///
    /// The view is drawn by Darkroom (cairo and pango) as a hosting controller shows it: on the system
    /// background, centred in its container, inside the safe area of a device layout (scroll views, lists and
    /// navigation containers fill it, their backgrounds running under the status bar and home indicator); with
    /// the traits' colour scheme, Dynamic Type size, layout direction and scale, and with pinned fonts
    /// (`SnapshotFonts`) so every machine draws the same pixels. References are stored as
    /// `<test>.<name>.linux.png`.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; Linux has no key window, so the
    ///     view is always drawn offscreen.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match. 98-99% mimics the precision of the human eye.
    ///   - layout: A view layout override.
    ///   - traits: A trait collection override (for device layouts, applied over the device's traits).
    ///   - osGeneration: The generation of iOS's look drawn (`OSGeneration`): iOS 17–18 by default, `.iOS26`
    ///     for references recorded on iOS 26 (its list rows and cards, its floating tab bar).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init(),
        osGeneration: OSGeneration = .iOS18
    ) -> Snapshotting {
        var scene = SnapshotScene(layout: layout, traits: traits)
        scene.osGeneration = osGeneration
        return SimplySnapshotting<UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scene.scale)
            .pullback { view in scene.image(view) }
    }
}
