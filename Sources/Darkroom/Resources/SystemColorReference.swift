import Foundation

/// The system colours a colour set may reference (`"reference": "systemBlueColor"`), with iOS's
/// light and dark values.
enum SystemColorReference {
    static func color(named reference: String) -> (light: RGBA, dark: RGBA)? {
        guard let (light, lightAlpha, dark, darkAlpha) = table[reference] else { return nil }
        return (RGBA(hex: light, alpha: lightAlpha), RGBA(hex: dark, alpha: darkAlpha))
    }

    private static let table: [String: (UInt32, Double, UInt32, Double)] = [
        "systemRedColor": (0xFF3B30, 1, 0xFF453A, 1),
        "systemOrangeColor": (0xFF9500, 1, 0xFF9F0A, 1),
        "systemYellowColor": (0xFFCC00, 1, 0xFFD60A, 1),
        "systemGreenColor": (0x34C759, 1, 0x30D158, 1),
        "systemMintColor": (0x00C7BE, 1, 0x63E6E2, 1),
        "systemTealColor": (0x30B0C7, 1, 0x40C8E0, 1),
        "systemCyanColor": (0x32ADE6, 1, 0x64D2FF, 1),
        "systemBlueColor": (0x007AFF, 1, 0x0A84FF, 1),
        "systemIndigoColor": (0x5856D6, 1, 0x5E5CE6, 1),
        "systemPurpleColor": (0xAF52DE, 1, 0xBF5AF2, 1),
        "systemPinkColor": (0xFF2D55, 1, 0xFF375F, 1),
        "systemBrownColor": (0xA2845E, 1, 0xAC8E68, 1),
        "systemGrayColor": (0x8E8E93, 1, 0x8E8E93, 1),
        "systemGray2Color": (0xAEAEB2, 1, 0x636366, 1),
        "systemGray3Color": (0xC7C7CC, 1, 0x48484A, 1),
        "systemGray4Color": (0xD1D1D6, 1, 0x3A3A3C, 1),
        "systemGray5Color": (0xE5E5EA, 1, 0x2C2C2E, 1),
        "systemGray6Color": (0xF2F2F7, 1, 0x1C1C1E, 1),
        "labelColor": (0x000000, 1, 0xFFFFFF, 1),
        "secondaryLabelColor": (0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        "tertiaryLabelColor": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        "quaternaryLabelColor": (0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        "linkColor": (0x007AFF, 1, 0x0984FF, 1),
        "placeholderTextColor": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        "separatorColor": (0x3C3C43, 0.29, 0x545458, 0.6),
        "opaqueSeparatorColor": (0xC6C6C8, 1, 0x38383A, 1),
        "systemBackgroundColor": (0xFFFFFF, 1, 0x000000, 1),
        "secondarySystemBackgroundColor": (0xF2F2F7, 1, 0x1C1C1E, 1),
        "tertiarySystemBackgroundColor": (0xFFFFFF, 1, 0x2C2C2E, 1),
        "systemGroupedBackgroundColor": (0xF2F2F7, 1, 0x000000, 1),
        "secondarySystemGroupedBackgroundColor": (0xFFFFFF, 1, 0x1C1C1E, 1),
        "tertiarySystemGroupedBackgroundColor": (0xF2F2F7, 1, 0x2C2C2E, 1),
        "systemFillColor": (0x787880, 0.2, 0x787880, 0.36),
        "secondarySystemFillColor": (0x787880, 0.16, 0x787880, 0.32),
        "tertiarySystemFillColor": (0x767680, 0.12, 0x767680, 0.24),
        "quaternarySystemFillColor": (0x747480, 0.08, 0x767680, 0.18),
        "blackColor": (0x000000, 1, 0x000000, 1),
        "whiteColor": (0xFFFFFF, 1, 0xFFFFFF, 1),
        "clearColor": (0x000000, 0, 0x000000, 0),
        "darkTextColor": (0x000000, 1, 0x000000, 1),
        "lightTextColor": (0xFFFFFF, 0.6, 0xFFFFFF, 0.6),
        // macOS names a colour set may reference with "platform": "osx".
        "controlAccentColor": (0x007AFF, 1, 0x0A84FF, 1),
        "textColor": (0x000000, 1, 0xFFFFFF, 0.85),
        "windowBackgroundColor": (0xECECEC, 1, 0x323232, 1),
        "controlBackgroundColor": (0xFFFFFF, 1, 0x1E1E1E, 1),
    ]
}
