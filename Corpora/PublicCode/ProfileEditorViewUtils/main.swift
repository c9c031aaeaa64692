// Driver: ProfileImageEditor's view utilities: ImageRenderer at a display scale
// (a @MainActor helper), the conditional `if`/`guard` modifiers, UIImage.resize(to:)
// through UIGraphicsImageRenderer, and measureSize (GeometryReader reporting on the main queue).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("ProfileEditorViewUtils")
var measured: CGSize?
MainActor.assumeIsolated {
    let avatar = Circle().fill(Color.purple).frame(width: 30, height: 30)
        .if(true) { $0.padding(5) }
        .guard(nil as Int?) { _, view in view.hidden() }
        .measureSize { measured = $0 }
    let image = avatar.render(scale: 3)
    check.expect(image?.size == CGSize(width: 40, height: 40), "padded circle: \(String(describing: image?.size))")
    check.expect(image?.scale == 3 && image?.cgImage?.width == 120, "rendered at scale 3")
    check.expectPixel(image, x: 60, y: 60, (175, 82, 222, 255), "purple centre")
    check.expectPixel(image, x: 3, y: 3, (0, 0, 0, 0), "transparent padding")
    let smaller = image?.resize(to: CGSize(width: 10, height: 10))
    check.expect(smaller?.size == CGSize(width: 10, height: 10), "resized: \(String(describing: smaller?.size))")
    check.expectPixel(smaller, x: Int(5 * UIScreen.main.scale), y: Int(5 * UIScreen.main.scale), (175, 82, 222, 255),
                      tolerance: 16, "still purple in the middle")
}
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
check.expect(measured == CGSize(width: 40, height: 40), "measureSize reported \(String(describing: measured))")
check.finish("view utilities")
