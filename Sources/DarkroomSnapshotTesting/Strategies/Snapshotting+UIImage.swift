import DarkroomCompat
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images based on pixel equality, as swift-snapshot-testing's on iOS.
    /// References are stored as `<test>.<name>.linux.png` (`SnapshotReferenceNaming`).
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - scale: The scale of the reference image stored on disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferenceNaming.pathExtension("png"),
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// A snapshot strategy for comparing `CGImage`s based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing `CGImage`s, with the image diffing's precision and perceptual precision.
    /// References are stored as `<test>.<name>.linux.png`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let imageDiffing = Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                                  scale: 1)
        let diffing = Diffing<CGImage>.diff(
            toData: { imageDiffing.toData(UIImage(cgImage: $0)) },
            fromData: { data in
                imageDiffing.fromData(data).cgImage ?? ImageCoding.placeholder.cgImage!
            }
        ) { reference, new in
            imageDiffing.diffV2(UIImage(cgImage: reference), UIImage(cgImage: new))
        }
        return Snapshotting(pathExtension: SnapshotReferenceNaming.pathExtension("png"), diffing: diffing)
    }
}
