import DarkroomCompat
import Foundation

/// A device a preview is drawn on: its screen in points, scale and safe areas, with the numbers shared with
/// `DarkroomSnapshotTesting`'s presets (`PhonePreset`, `TabletPreset`).
public struct PreviewDeviceSpec: Sendable {
    /// The name, as Xcode's `previewDevice` and `--devices` spell it.
    public var name: String
    /// Portrait size in points.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    var portraitSafeArea: UIEdgeInsets
    var landscapeSafeArea: UIEdgeInsets
    /// Phone or pad.
    public var isPad: Bool
    var landscapeIsRegularWidth: Bool

    /// The devices `--devices` accepts, by name.
    public static let all: [PreviewDeviceSpec] = [
        phone("iPhone SE (3rd generation)", .iPhoneSe3),
        phone("iPhone 15", .iPhone15),
        phone("iPhone 15 Pro", .iPhone15),
        phone("iPhone 15 Pro Max", .iPhone15ProMax),
        phone("iPhone 15 Plus", .iPhone15ProMax),
        phone("iPhone 13 mini", .iPhone13Mini),
        phone("iPhone 12", .iPhone12),
        phone("iPhone 8", .iPhone8),
        phone("iPhone SE (1st generation)", .iPhoneSe),
        tablet("iPad (10th generation)", .iPad10),
        tablet("iPad Pro (11-inch)", .iPadPro11),
        tablet("iPad Pro (12.9-inch)", .iPadPro12_9),
        tablet("iPad mini", .iPadMini),
    ]

    /// The default device: an iPhone 15.
    public static let iPhone15 = all[1]

    /// The device named `name` (case and spacing as Xcode writes them; a few short forms accepted).
    public static func named(_ name: String) -> PreviewDeviceSpec? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
            ?? all.first { normalized($0.name).hasPrefix(key) }
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    private static func phone(_ name: String, _ preset: PhonePreset) -> PreviewDeviceSpec {
        PreviewDeviceSpec(name: name, portraitSize: preset.portraitSize, scale: preset.scale,
                          portraitSafeArea: preset.portraitSafeArea, landscapeSafeArea: preset.landscapeSafeArea,
                          isPad: false, landscapeIsRegularWidth: preset.landscapeIsRegularWidth)
    }

    private static func tablet(_ name: String, _ preset: TabletPreset) -> PreviewDeviceSpec {
        PreviewDeviceSpec(name: name, portraitSize: CGSize(width: preset.portraitWidths.last ?? preset.shortSide,
                                                           height: preset.longSide),
                          scale: 2, portraitSafeArea: preset.safeArea, landscapeSafeArea: preset.safeArea,
                          isPad: true, landscapeIsRegularWidth: true)
    }

    /// The screen in points, turned for landscape.
    func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area for the orientation.
    func safeArea(landscape: Bool) -> EdgeInsets {
        let insets = landscape ? landscapeSafeArea : portraitSafeArea
        return EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// Size classes as the device reports them.
    func sizeClasses(landscape: Bool) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if isPad { return (.regular, .regular) }
        return (landscape && landscapeIsRegularWidth ? .regular : .compact, landscape ? .compact : .regular)
    }

    /// The device's name as a file-name part (`iPhone-15-Pro-Max`).
    var slug: String { Slug.make(name) }
}

/// File-name parts: letters, digits, `-` and `_` only.
enum Slug {
    static func make(_ text: String) -> String {
        var out = ""
        var lastWasDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                out.append(character)
                lastWasDash = false
            } else if !lastWasDash, !out.isEmpty {
                out.append("-")
                lastWasDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "preview" : out
    }
}
