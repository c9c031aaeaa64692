// Driver: Amplify Liveness's loading page: a spinner beside a localized label.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessLoadingPage")
check.expect(LocalizedStrings.challenge_connecting == "Connecting...", "label: \(LocalizedStrings.challenge_connecting)")
MainActor.assumeIsolated {
    let image = ImageRenderer(content: LoadingPageView()).uiImage
    let size = image?.size ?? .zero
    check.expect(size.width > 100 && size.width < 160, "spinner + 5 pt + text: width \(size.width)")
    check.expect(size.height >= 20 && size.height < 30, "height \(size.height)")
    let spinner = (0..<20).flatMap { x in (0..<Int(size.height)).map { (x, $0) } }
        .filter { (image?.cgImage?.rgba8(x: $0.0, y: $0.1)?.a ?? 0) > 0 }.count
    check.expect(spinner > 20, "spinner spokes drawn at the leading edge: \(spinner) pixels")
    check.save(image, as: "loading.png")
}
check.finish("loading page")
