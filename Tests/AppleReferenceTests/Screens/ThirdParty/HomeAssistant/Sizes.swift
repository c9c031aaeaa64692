// home-assistant/iOS Sources/HADesignSystem/Sources/Tokens/Sizes.swift at d722d7811aec,
// Apache-2.0 (Tests/AppleReferenceTests/Licences/home-assistant-iOS.txt):
// verbatim except its imports (DarkroomCompat for SwiftUI, Shared).
import Foundation

public enum Sizes {
    public static var maxWidthForLargerScreens: CGFloat = 600
}
