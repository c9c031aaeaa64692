import DarkroomCompat
import Foundation

/// The facts behind one device preset: portrait size, safe areas per
/// orientation, and the traits the device reports.
///
/// swift-snapshot-testing's presets leave `displayScale` unset because the
/// simulator's screen supplies it; Linux has no simulator, so each preset here
/// carries the device's own scale (@2x or @3x) and a render is the same on
/// every machine.
struct PhonePreset {
    var portraitSize: CGSize
    var portraitSafeArea: UIEdgeInsets
    var landscapeSafeArea: UIEdgeInsets
    var scale: CGFloat
    /// Plus and Max phones are regular width in landscape.
    var landscapeIsRegularWidth: Bool

    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portraitSafeArea, size: portraitSize, traits: traits(orientation))
        case .landscape:
            ViewImageConfig(safeArea: landscapeSafeArea,
                            size: CGSize(width: portraitSize.height, height: portraitSize.width),
                            traits: traits(orientation))
        }
    }

    func traits(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        // Phones in these presets use the Medium content size, as swift-snapshot-testing's do.
        let horizontal: UIUserInterfaceSizeClass = orientation == .landscape && landscapeIsRegularWidth
            ? .regular : .compact
        return UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: horizontal),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }

    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    static func notch(_ top: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat = 21)
        -> (UIEdgeInsets, UIEdgeInsets) {
        (UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
         UIEdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide))
    }
    static func make(_ width: CGFloat, _ height: CGFloat, _ safe: (UIEdgeInsets, UIEdgeInsets),
                     scale: CGFloat, regularLandscape: Bool) -> PhonePreset {
        PhonePreset(portraitSize: CGSize(width: width, height: height), portraitSafeArea: safe.0,
                    landscapeSafeArea: safe.1, scale: scale, landscapeIsRegularWidth: regularLandscape)
    }

    static let homeButton = (statusBar, UIEdgeInsets.zero)
    static let iPhoneSe = make(320, 568, homeButton, scale: 2, regularLandscape: false)
    static let iPhone8 = make(375, 667, homeButton, scale: 2, regularLandscape: false)
    static let iPhone8Plus = make(414, 736, homeButton, scale: 3, regularLandscape: true)
    static let iPhoneX = make(375, 812, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 3,
                              regularLandscape: false)
    static let iPhoneXsMax = make(414, 896, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 3,
                                  regularLandscape: true)
    static let iPhoneXr = make(414, 896, notch(44, landscapeSide: 44, landscapeBottom: 24), scale: 2,
                               regularLandscape: true)
    static let iPhone12 = make(390, 844, notch(47, landscapeSide: 47), scale: 3, regularLandscape: false)
    static let iPhone12ProMax = make(428, 926, notch(47, landscapeSide: 47), scale: 3, regularLandscape: true)
    static let iPhone13Mini = make(375, 812, notch(50, landscapeSide: 50), scale: 3, regularLandscape: false)
}

/// The facts behind one iPad preset: the app's width at each split, the
/// screen's other dimension, and the safe area (@2x, status bar on top).
struct TabletPreset {
    /// Landscape widths at one third, one half, two thirds, full; height is `shortSide`.
    var landscapeWidths: [CGFloat]
    /// Portrait widths at one third, two thirds, full; height is `longSide`.
    var portraitWidths: [CGFloat]
    var shortSide: CGFloat
    var longSide: CGFloat
    var safeArea = PhonePreset.statusBar

    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let isCompact: Bool
        switch orientation {
        case .landscape(let split):
            let index = [.oneThird, .oneHalf, .twoThirds, .full].firstIndex(of: split)!
            size = CGSize(width: landscapeWidths[index], height: shortSide)
            isCompact = index < 2
        case .portrait(let split):
            let index = [.oneThird, .twoThirds, .full].firstIndex(of: split)!
            size = CGSize(width: portraitWidths[index], height: longSide)
            isCompact = index < 2
        }
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: isCompact ? .compact : .regular),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .pad),
        ])
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    static let iPadMini = TabletPreset(landscapeWidths: [320, 507, 694, 1024], portraitWidths: [320, 438, 768],
                                       shortSide: 768, longSide: 1024)
    static let iPad10_2 = TabletPreset(landscapeWidths: [320, 535, 750, 1080], portraitWidths: [320, 480, 810],
                                       shortSide: 810, longSide: 1080)
    static let iPadPro10_5 = TabletPreset(landscapeWidths: [320, 551, 782, 1112], portraitWidths: [320, 504, 834],
                                          shortSide: 834, longSide: 1112)
    static let iPadPro11 = TabletPreset(landscapeWidths: [375, 592, 809, 1194], portraitWidths: [320, 504, 834],
                                        shortSide: 834, longSide: 1194,
                                        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let iPadPro12_9 = TabletPreset(landscapeWidths: [375, 678, 981, 1366], portraitWidths: [375, 639, 1024],
                                          shortSide: 1024, longSide: 1366)
}

extension ViewImageConfig.TabletOrientation {
    /// The full-screen split of a plain orientation.
    init(_ orientation: ViewImageConfig.Orientation) {
        self = orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
