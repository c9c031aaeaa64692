// Driver: SwiftUIKit's multiline-submit modifier (FocusState, focused, onChange)
// on a TextField over its list background colour, in the Swift 6 language mode.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SaidiMultilineSubmit")
MainActor.assumeIsolated {
    var submitted = false
    let field = TextField("Note", text: .constant("First line"))
        .onMultilineSubmit(of: .constant("First line")) { submitted = true }
        .padding()
        .background(Color.listBackground(forScheme: .light))
        .frame(width: 240)
    let image = ImageRenderer(content: field).uiImage
    check.expect(image?.size.width == 240, "width \(String(describing: image?.size))")
    check.expectPixel(image, x: 4, y: 4, (255, 255, 255, 255), "light list background: the inverted primary")
    check.expectSomewhere(image, (0, 0, 0), tolerance: 40, "the field's text")
    check.expect(!submitted, "no submit in a still frame")
    let dark = ImageRenderer(content: Color.listBackground(forScheme: .dark).frame(width: 10, height: 10)).uiImage
    check.expectPixel(dark, x: 5, y: 5, (0, 0, 0, 26), tolerance: 6, "dark list background: primary at 10 %")
    check.save(image, as: "field.png")
}
check.finish("multiline submit field")
