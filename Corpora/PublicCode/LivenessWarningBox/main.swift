// Driver: Amplify Liveness's warning box with its dynamic colours
// (UIColor(dynamicProvider:) bridged to Color), in light and dark mode; the
// popover it attaches is not shown in a still frame.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessWarningBox")
MainActor.assumeIsolated {
    func render(_ scheme: ColorScheme) -> UIImage? {
        let box = WarningBox(titleText: "Photosensitivity Warning", bodyText: "This check flashes colours.") {
            Text("More about the check")
        }
        .frame(width: 320)
        .environment(\.colorScheme, scheme)
        return ImageRenderer(content: box).uiImage
    }
    let light = render(.light), dark = render(.dark)
    check.expect((light?.size.width ?? 0) == 320, "width \(String(describing: light?.size))")
    check.expect((light?.size.height ?? 0) > 60, "two lines of text and padding: \(String(describing: light?.size))")
    check.expectPixel(light, x: 4, y: 4, (0xB8, 0xCE, 0xF9, 255), "light background #B8CEF9")
    check.expectPixel(dark, x: 4, y: 4, (0x66, 0x33, 0x00, 255), "dark background #663300")
    check.save(light, as: "warning-light.png")
    check.save(dark, as: "warning-dark.png")
}
check.finish("warning box in both appearances")
