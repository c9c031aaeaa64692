import Foundation

extension InterfaceOrientation: CaseIterable, Identifiable {
    /// The four orientations: portrait, upside down, landscape left and landscape right.
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
    /// The orientation's name, as SwiftUI identifies it.
    public var id: String {
        switch self {
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        default: "portrait"
        }
    }
}
