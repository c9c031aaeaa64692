import DarkroomCompat
import Foundation

// The presets swift-snapshot-testing ships, with the same names, sizes and safe areas
// (DevicePreset.swift holds the numbers). Phones default to portrait, iPads to landscape.
extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneSe.config(orientation)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone8.config(orientation)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone8Plus.config(orientation)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneX.config(orientation)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneXsMax.config(orientation)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhoneXr.config(orientation)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12ProMax.config(orientation)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone13Mini.config(orientation)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12.config(orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhonePreset.iPhone12ProMax.config(orientation)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(TabletOrientation(orientation))
    }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadMini.config(orientation)
    }

    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPad9_7(TabletOrientation(orientation))
    }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadMini.config(orientation)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(TabletOrientation(orientation))
    }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPad10_2.config(orientation)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(TabletOrientation(orientation))
    }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro10_5.config(orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(TabletOrientation(orientation))
    }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro11.config(orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(TabletOrientation(orientation))
    }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletPreset.iPadPro12_9.config(orientation)
    }
}

// The trait collections of the phone presets, public as in swift-snapshot-testing.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneSe.traits(orientation)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone8.traits(orientation)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone8Plus.traits(orientation)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneX.traits(orientation)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneXsMax.traits(orientation)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhoneXr.traits(orientation)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    public static func iPhone12Pro(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12ProMax.traits(orientation)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    public static func iPhone13Mini(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone13Mini.traits(orientation)
    }
    public static func iPhone13Pro(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12.traits(orientation)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        PhonePreset.iPhone12ProMax.traits(orientation)
    }
}
