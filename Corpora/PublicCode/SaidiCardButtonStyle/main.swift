// Driver: SwiftUIKit's card button style: an unpressed button keeps scale 1.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SaidiCardButtonStyle")
MainActor.assumeIsolated {
    let button = Button(action: {}) {
        Color.green.frame(width: 50, height: 30)
    }
    .buttonStyle(.card(pressedScale: 0.5))
    let image = ImageRenderer(content: button).uiImage
    check.expect(image?.size == CGSize(width: 50, height: 30), "size \(String(describing: image?.size))")
    check.expectPixel(image, x: 1, y: 1, (52, 199, 89, 255), "not pressed: the label fills its frame")
    let plain = ImageRenderer(content: Button("Go", action: {}).buttonStyle(.card)).uiImage
    check.expect((plain?.size.width ?? 0) > 10, "the .card shorthand compiles and renders")
    check.save(image, as: "card.png")
}
check.finish("card button style")
