import Foundation

/// A view that loads a remote image, as SwiftUI's `AsyncImage`. Rendering does
/// not wait for the network (Apple's `ImageRenderer` does not either): a still
/// frame shows the placeholder, or the content for `.empty`. Load the image
/// yourself and pass it to `Image` to see it.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    /// Creates a view that loads and shows an image from a URL.
    ///
    /// A render does not load the image: it shows the default placeholder, a light grey area.
    ///
    /// - Parameters:
    ///   - url: The URL of the image.
    ///   - scale: The scale of the image's pixels per point.
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultPlaceholder {
        content = AsyncImageDefaultPlaceholder()
    }
    /// Creates a view that loads an image from a URL, showing a placeholder until it loads.
    ///
    /// A render does not load the image: it shows the placeholder.
    ///
    /// - Parameters:
    ///   - url: The URL of the image.
    ///   - scale: The scale of the image's pixels per point.
    ///   - content: Makes the view shown once the image has loaded.
    ///   - placeholder: The view shown until the image loads.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
    /// Creates a view that loads an image from a URL and shows a view for each phase of the loading.
    ///
    /// A render does not load the image: it shows the content for `.empty`.
    ///
    /// - Parameters:
    ///   - url: The URL of the image.
    ///   - scale: The scale of the image's pixels per point.
    ///   - transaction: The transaction used when the phase changes.
    ///   - content: Makes the view shown for a loading phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
    public var body: some View { content }
}

/// The loading state handed to `AsyncImage`'s content.
nonisolated public enum AsyncImagePhase {
    /// No image is loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// The image failed to load, with the error.
    case failure(Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    /// The error, if loading failed.
    public var error: Error? { if case .failure(let error) = self { error } else { nil } }
}

/// `AsyncImage`'s default placeholder: a light grey area filling the space offered.
nonisolated public struct AsyncImageDefaultPlaceholder: View {
    public var body: some View { Rectangle().fill(ControlColors.fill) }
}
