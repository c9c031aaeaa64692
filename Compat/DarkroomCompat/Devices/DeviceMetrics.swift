import Foundation

/// The facts behind one phone: portrait size in points, safe areas per orientation, scale, and whether it is
/// regular width in landscape. Shared by `DarkroomSnapshotTesting`'s `ViewImageConfig` presets and
/// `darkroom previews`' devices, so both draw a device the same way.
///
/// Every phone carries its own scale (@2x or @3x): Linux has no simulator screen to supply it, and a render
/// must be the same on every machine.
package struct PhonePreset: Sendable {
    package var portraitSize: CGSize
    package var portraitSafeArea: UIEdgeInsets
    package var landscapeSafeArea: UIEdgeInsets
    package var scale: CGFloat
    /// Plus and Max phones are regular width in landscape.
    package var landscapeIsRegularWidth: Bool

    package static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    package static func notch(_ top: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat = 21)
        -> (UIEdgeInsets, UIEdgeInsets) {
        (UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
         UIEdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide))
    }
    package static func make(_ width: CGFloat, _ height: CGFloat, _ safe: (UIEdgeInsets, UIEdgeInsets),
                             scale: CGFloat, regularLandscape: Bool) -> PhonePreset {
        PhonePreset(portraitSize: CGSize(width: width, height: height), portraitSafeArea: safe.0,
                    landscapeSafeArea: safe.1, scale: scale, landscapeIsRegularWidth: regularLandscape)
    }

    package static let homeButton = (statusBar, UIEdgeInsets.zero)
    package static let iPhoneSe = make(320, 568, homeButton, scale: 2, regularLandscape: false)
    package static let iPhone8 = make(375, 667, homeButton, scale: 2, regularLandscape: false)
    package static let iPhone8Plus = make(414, 736, homeButton, scale: 3, regularLandscape: true)
    package static let iPhoneX = make(375, 812, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 3,
                                      regularLandscape: false)
    package static let iPhoneXsMax = make(414, 896, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 3,
                                          regularLandscape: true)
    package static let iPhoneXr = make(414, 896, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 2,
                                       regularLandscape: true)
    package static let iPhone12 = make(390, 844, notch(47, landscapeSide: 47), scale: 3, regularLandscape: false)
    package static let iPhone12ProMax = make(428, 926, notch(47, landscapeSide: 47), scale: 3,
                                             regularLandscape: true)
    package static let iPhone13Mini = make(375, 812, notch(50, landscapeSide: 50), scale: 3,
                                           regularLandscape: false)
    /// The iPhone SE (3rd generation): the iPhone 8's screen and home button.
    package static let iPhoneSe3 = make(375, 667, homeButton, scale: 2, regularLandscape: false)
    /// The iPhone 15 and 15 Pro: Dynamic Island, 59 pt on top.
    package static let iPhone15 = make(393, 852, notch(59, landscapeSide: 59), scale: 3, regularLandscape: false)
    /// The iPhone 15 Plus and 15 Pro Max.
    package static let iPhone15ProMax = make(430, 932, notch(59, landscapeSide: 59), scale: 3,
                                             regularLandscape: true)
}

/// The facts behind one iPad: the app's width at each split, the screen's other dimension, and the safe area
/// (@2x, status bar on top).
package struct TabletPreset: Sendable {
    /// Landscape widths at one third, one half, two thirds, full; height is `shortSide`.
    package var landscapeWidths: [CGFloat]
    /// Portrait widths at one third, two thirds, full; height is `longSide`.
    package var portraitWidths: [CGFloat]
    package var shortSide: CGFloat
    package var longSide: CGFloat
    package var safeArea = PhonePreset.statusBar

    package static let iPadMini = TabletPreset(landscapeWidths: [320, 507, 694, 1024],
                                               portraitWidths: [320, 438, 768], shortSide: 768, longSide: 1024)
    package static let iPad10_2 = TabletPreset(landscapeWidths: [320, 535, 750, 1080],
                                               portraitWidths: [320, 480, 810], shortSide: 810, longSide: 1080)
    package static let iPadPro10_5 = TabletPreset(landscapeWidths: [320, 551, 782, 1112],
                                                  portraitWidths: [320, 504, 834], shortSide: 834, longSide: 1112)
    package static let iPadPro11 = TabletPreset(landscapeWidths: [375, 592, 809, 1194],
                                                portraitWidths: [320, 504, 834], shortSide: 834, longSide: 1194,
                                                safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    package static let iPadPro12_9 = TabletPreset(landscapeWidths: [375, 678, 981, 1366],
                                                  portraitWidths: [375, 639, 1024], shortSide: 1024,
                                                  longSide: 1366)
    /// The iPad (10th generation): 820 × 1180 pt, home indicator at the bottom.
    package static let iPad10 = TabletPreset(landscapeWidths: [320, 500, 680, 1180],
                                             portraitWidths: [320, 500, 820], shortSide: 820, longSide: 1180,
                                             safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}
