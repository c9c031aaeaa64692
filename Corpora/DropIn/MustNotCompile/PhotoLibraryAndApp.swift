// Seed 000's app code: an App, a WindowGroup and the photo library. None of them can
// exist on a server, so each must fail to compile with Darkroom's explanation.
// (Type-checked by ../run, which expects exactly these diagnostics; not a target.)
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct TestApp: App {}

func saveAvatar(_ image: UIImage) {
    UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
}

func share() -> UIApplication { UIApplication.shared }
