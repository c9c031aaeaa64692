// Driver: Amplify Liveness's camera frame view: a CGImage filling a
// GeometryReader (scaledToFill, clipped), and black without an image.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessImageFrame")
let format = UIGraphicsImageRendererFormat()
format.scale = 1
// A 40 × 20 picture: left half red, right half blue.
let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    UIColor.blue.setFill()
    context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
}
MainActor.assumeIsolated {
    let filled = ImageRenderer(content: ImageFrameView(image: picture.cgImage).frame(width: 60, height: 60)).uiImage
    check.expect(filled?.size == CGSize(width: 60, height: 60), "size \(String(describing: filled?.size))")
    check.expectPixel(filled, x: 25, y: 30, (255, 0, 0, 255), "fills the height: red left of centre")
    check.expectPixel(filled, x: 35, y: 30, (0, 0, 255, 255), "blue right of centre")
    check.expectPixel(filled, x: 1, y: 1, (255, 0, 0, 255), "no gap: the picture is cropped, not letterboxed")
    let empty = ImageRenderer(content: ImageFrameView().frame(width: 20, height: 20)).uiImage
    check.expectPixel(empty, x: 10, y: 10, (0, 0, 0, 255), "black without an image")
    check.save(filled, as: "frame.png")
}
check.finish("camera frame view")
