// Driver: Amplify Liveness's instruction bubble, text colour from its dynamic palette.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessInstructionView")
MainActor.assumeIsolated {
    let view = InstructionView(text: "Hold still", backgroundColor: .livenessWarningBackground)
    let image = ImageRenderer(content: view).uiImage
    let size = image?.size ?? .zero
    check.expect(size.width > 80 && size.width < 140, "width \(size.width)")
    check.expect(size.height, near: 22 + 24, within: 3, "one line of body text and 12 pt padding")
    check.expectPixel(image, x: 4, y: Int(size.height / 2), (0xB8, 0xCE, 0xF9, 255), "background colour")
    check.expectPixel(image, x: 0, y: 0, (0, 0, 0, 0), tolerance: 60, "corner radius 8")
    let dark = ImageRenderer(content: view.environment(\.colorScheme, .dark)).uiImage
    check.expectPixel(dark, x: 4, y: Int(size.height / 2), (0x66, 0x33, 0x00, 255), "dark background")
    check.save(image, as: "instruction.png")
}
check.finish("instruction bubble")
