import Foundation

extension Image.Orientation: CaseIterable {
    /// Every orientation, in EXIF order (up, mirrored, down, …).
    public static var allCases: [Image.Orientation] {
        [.up, .upMirrored, .down, .downMirrored, .left, .leftMirrored, .right, .rightMirrored]
    }
}
