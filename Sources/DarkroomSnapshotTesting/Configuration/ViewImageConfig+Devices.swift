import DarkroomCompat
import Foundation

// The presets swift-snapshot-testing ships, with the same names, sizes and safe areas
// (DevicePreset.swift holds the numbers). Phones default to portrait, iPads to landscape.
extension ViewImageConfig {
    /// The iPhone SE, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The iPhone SE in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneSe.config(orientation)
    }

    /// The iPhone 8, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// The iPhone 8 in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone8.config(orientation)
    }

    /// The iPhone 8 Plus, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// The iPhone 8 Plus in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone8Plus.config(orientation)
    }

    /// The iPhone X, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// The iPhone X in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneX.config(orientation)
    }

    /// The iPhone XS Max, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// The iPhone XS Max in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneXsMax.config(orientation)
    }

    /// The iPhone XR, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// The iPhone XR in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneXr.config(orientation)
    }

    /// The iPhone 12, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// The iPhone 12 in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    /// The iPhone 12 Pro, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// The iPhone 12 Pro in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    /// The iPhone 12 Pro Max, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// The iPhone 12 Pro Max in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12ProMax.config(orientation)
    }

    /// The iPhone 13, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// The iPhone 13 in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    /// The iPhone 13 mini, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// The iPhone 13 mini in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone13Mini.config(orientation)
    }

    /// The iPhone 13 Pro, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// The iPhone 13 Pro in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    /// The iPhone 13 Pro Max, portrait: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// The iPhone 13 Pro Max in `orientation`: landscape swaps width and height and takes the landscape safe area.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12ProMax.config(orientation)
    }

    /// The iPad mini, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// The iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(TabletOrientation(orientation))
    }
    /// The iPad mini in `orientation`, as wide as the split view gives the app.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadMini.config(orientation)
    }

    /// The 9.7-inch iPad, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    /// The 9.7-inch iPad in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPad9_7(TabletOrientation(orientation))
    }
    /// The 9.7-inch iPad in `orientation`, as wide as the split view gives the app.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadMini.config(orientation)
    }

    /// The 10.2-inch iPad, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// The 10.2-inch iPad in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(TabletOrientation(orientation))
    }
    /// The 10.2-inch iPad in `orientation`, as wide as the split view gives the app.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPad10_2.config(orientation)
    }

    /// The 10.5-inch iPad Pro, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// The 10.5-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(TabletOrientation(orientation))
    }
    /// The 10.5-inch iPad Pro in `orientation`, as wide as the split view gives the app.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro10_5.config(orientation)
    }

    /// The 11-inch iPad Pro, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// The 11-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(TabletOrientation(orientation))
    }
    /// The 11-inch iPad Pro in `orientation`, as wide as the split view gives the app.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro11.config(orientation)
    }

    /// The 12.9-inch iPad Pro, landscape: its screen size in points and safe area, as swift-snapshot-testing's.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// The 12.9-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(TabletOrientation(orientation))
    }
    /// The 12.9-inch iPad Pro in `orientation`, as wide as the split view gives the app.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro12_9.config(orientation)
    }
}

// The trait collections of the phone presets, public as in swift-snapshot-testing.
extension UITraitCollection {
    /// The traits of the iPhone SE in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneSe.traits(orientation)
    }
    /// The traits of the iPhone 8 in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone8.traits(orientation)
    }
    /// The traits of the iPhone 8 Plus in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone8Plus.traits(orientation)
    }
    /// The traits of the iPhone X in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneX.traits(orientation)
    }
    /// The traits of the iPhone XS Max in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneXsMax.traits(orientation)
    }
    /// The traits of the iPhone XR in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneXr.traits(orientation)
    }
    /// The traits of the iPhone 12 in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    /// The traits of the iPhone 12 Pro in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone12Pro(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    /// The traits of the iPhone 12 Pro Max in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12ProMax.traits(orientation)
    }
    /// The traits of the iPhone 13 in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    /// The traits of the iPhone 13 mini in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone13Mini(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone13Mini.traits(orientation)
    }
    /// The traits of the iPhone 13 Pro in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone13Pro(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    /// The traits of the iPhone 13 Pro Max in `orientation` (size classes, display scale), as swift-snapshot-testing's.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12ProMax.traits(orientation)
    }
}
