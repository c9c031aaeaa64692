// Driver: Amplify Liveness's "REC" indicator; its label comes from the
// package's Localizable.strings through Bundle.module.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessRecordingButton")
check.expect(LocalizedStrings.challenge_recording_indicator_label == "REC",
             "localized label: \(LocalizedStrings.challenge_recording_indicator_label)")
MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: RecordingButton())
    renderer.scale = 2
    let image = renderer.uiImage
    let size = image?.size ?? .zero
    check.expect(size.width > 30 && size.width < 80, "width \(size.width)")
    check.expect(size.height > 40 && size.height < 70, "height \(size.height)")
    check.expectPixel(image, x: Int(size.width), y: 24 + 17, (0xF9, 0x26, 0x26, 255), tolerance: 12, "red dot centred on top")
    check.expectPixel(image, x: 2 * 2, y: Int(size.height), (255, 255, 255, 255), "white background")
    check.save(image, as: "recording.png")
}
check.finish("REC indicator")
