import Foundation

/// A view that loads a remote image, as SwiftUI's `AsyncImage`. Rendering does
/// not wait for the network (Apple's `ImageRenderer` does not either): a still
/// frame shows the placeholder, or the content for `.empty`. Load the image
/// yourself and pass it to `Image` to see it.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultPlaceholder {
        content = AsyncImageDefaultPlaceholder()
    }
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
    public var body: some View { content }
}

/// The loading state handed to `AsyncImage`'s content.
nonisolated public enum AsyncImagePhase {
    case empty
    case success(Image)
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
