#if !canImport(Darwin)
/// The EXIF orientation of an image, as ImageIO's `CGImagePropertyOrientation` declares it (raw values 1…8, the
/// TIFF/EXIF tag's).
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
    /// The pixels are upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Rotated 180°.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the top-left to bottom-right diagonal.
    case leftMirrored = 5
    /// Rotated 90° clockwise to show upright.
    case right = 6
    /// Mirrored along the top-right to bottom-left diagonal.
    case rightMirrored = 7
    /// Rotated 90° counter-clockwise to show upright.
    case left = 8

    /// The orientation of a SwiftUI image with the same meaning.
    init(_ orientation: Image.Orientation) {
        switch orientation {
        case .up: self = .up
        case .upMirrored: self = .upMirrored
        case .down: self = .down
        case .downMirrored: self = .downMirrored
        case .left: self = .left
        case .leftMirrored: self = .leftMirrored
        case .right: self = .right
        case .rightMirrored: self = .rightMirrored
        }
    }
}
#endif
