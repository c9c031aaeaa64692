#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// What can never work on a server is declared unavailable, so the compiler says
// why at the call site instead of the code failing silently or pretending to work.

@available(
    *, unavailable,
    message: "There is no photo library on Linux: write image.pngData() or jpegData(compressionQuality:) to a file."
)
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}

@available(
    *, unavailable,
    message: "Darkroom renders views and has no app lifecycle: use ImageRenderer or ViewRenderer in your main.swift."
)
public protocol App {}

@available(*, unavailable, message: "Darkroom renders views; there are no scenes or windows on screen.")
public protocol Scene {}

    @available(
        *, unavailable,
        message: "Darkroom renders views; there are no windows on screen. Render the content view with ImageRenderer."
    )
    public struct WindowGroup<Content> {
        public init(@ViewBuilder content: () -> Content) where Content: View {}
    }

@available(*, unavailable, message: "There is no running application on Linux: Darkroom renders offscreen.")
public final class UIApplication {
    public static var shared: UIApplication { fatalError() }
}

@available(*, unavailable, message: "There is no screen to show a sheet on; render the sheet's content view instead.")
public final class UIActivityViewController {}

@available(*, unavailable, message: "There is no pasteboard on a server.")
public final class UIPasteboard {}

    @available(
        *, unavailable,
        message: "Live web content cannot be rendered offscreen (Apple's renderer shows a placeholder too)."
    )
    public final class WKWebView {}
#endif
