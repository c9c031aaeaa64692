import SwiftUI

public enum SharedColor {
    public static let grayscalePrimary = Color("grayscalePrimary", bundle: .module)
    public static let grayscaleSecondary = Color("grayscaleSecondary", bundle: .module)
    public static let backgroundGray = Color("backgroundGray", bundle: .module)
    public static let cardBackground = Color("cardBackground", bundle: .module)
}
