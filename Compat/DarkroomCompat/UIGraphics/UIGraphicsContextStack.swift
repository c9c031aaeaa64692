#if !(canImport(UIKit) && canImport(SwiftUI))
@_spi(Engine) import Darkroom
import Foundation

/// One `UIGraphicsBeginImageContext…` bitmap context: a UIKit-style
/// `CGContext` (origin top-left, y down, `scale` already applied) over a
/// libgd bitmap, recording into the same cairo sink a modern bitmap
/// `CGContext` draws through (see `GDBitmap`).
final class UIGraphicsImageContext {
    let context: CGContext
    /// `nil` for a context begun with an unusable size: drawing goes nowhere and
    /// the image is an empty `UIImage()`.
    let bitmap: GDBitmap?
    let size: CGSize
    let scale: CGFloat
    let isOpaque: Bool

    init(size: CGSize, opaque: Bool, scale requested: CGFloat) {
        let scale = requested == 0 || !requested.isFinite || requested < 0 ? UIScreen.main.scale : requested
        self.size = size; self.scale = scale; self.isOpaque = opaque
        let pixels = try? GDRenderer.pixelSize(size, scale: scale)
        let bitmap = pixels.flatMap { GDBitmap(width: $0.0, height: $0.1, opaque: opaque, deferringImage: true) }
        self.bitmap = bitmap
        let sink: CGContextSink = bitmap.map { GDContextSink(bitmap: $0) } ?? DiscardingSink()
        let base = CGAffineTransform(scaleX: scale, y: scale)
        context = CGContext(sink: sink, size: size, baseTransform: base, isDocument: false)
    }

    /// The pixels drawn so far.
    func makeImage() -> UIImage {
        guard let bitmap, let cg = bitmap.makeCGImage(opaque: isOpaque) else { return UIImage() }
        return UIImage(cgImage: cg, scale: scale)
    }
}

/// A sink for contexts of unusable size: drawing calls are accepted and dropped.
final class DiscardingSink: CGContextSink {
    var isVector: Bool { false }
    var rasterizationScale: CGFloat = 1
    func draw(_ items: [DisplayItem]) {}
    func beginPage(size: CGSize) {}
    func endPage() {}
    func finish() throws {}
}

/// The stack of current contexts: per task inside Swift concurrency, per thread
/// outside it.
///
/// UIKit keeps the stack per thread. A task may resume on another thread after
/// any `await` (seed 003's actor-based renderer awaits its drawing closure between
/// `UIGraphicsBeginImageContextWithOptions` and
/// `UIGraphicsGetImageFromCurrentImageContext`), so inside a task the stack
/// follows the task instead; plain threads keep UIKit's behaviour.
enum UIGraphicsContextStack {
    private final class Box { var entries: [Entry] = [] }
    enum Entry {
        case image(UIGraphicsImageContext), pushed(CGContext)
        /// A document of `UIGraphicsBeginPDFContextToData`/`ToFile`.
        case pdf(UIGraphicsPDFDocumentContext)
        /// `NSGraphicsContext.current`, and where `NSGraphicsContext.saveGraphicsState()` found none.
        case appKit(NSGraphicsContext), appKitMarker
    }
    private static let key = "DarkroomCompat.UIGraphicsContextStack"
    private static let lock = NSLock()
    nonisolated(unsafe) private static var taskStacks: [Int: Box] = [:]

    /// The current task's identity, if the caller runs in one.
    private static var taskKey: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// The caller's stack, created on first use.
    private static var box: Box {
        if let task = taskKey {
            return lock.withLock {
                if let b = taskStacks[task] { return b }
                let b = Box()
                taskStacks[task] = b
                return b
            }
        }
        let dict = Thread.current.threadDictionary
        if let b = dict[key] as? Box { return b }
        let b = Box()
        dict[key] = b
        return b
    }

    /// Drops a task's stack once it is empty, so finished tasks leave nothing behind.
    private static func releaseIfEmpty() {
        guard let task = taskKey else { return }
        lock.withLock { if taskStacks[task]?.entries.isEmpty == true { taskStacks[task] = nil } }
    }

    static func push(_ e: Entry) { box.entries.append(e) }
    @discardableResult static func pop() -> Entry? {
        defer { releaseIfEmpty() }
        return box.entries.popLast()
    }
    static var top: Entry? {
        defer { releaseIfEmpty() }
        return box.entries.last
    }
    /// The innermost image context (what `UIGraphicsGetImageFromCurrentImageContext` reads).
    static var current: UIGraphicsImageContext? {
        if case .image(let c)? = top { return c }
        return nil
    }
    /// The innermost PDF document, when it is the current context.
    static var currentPDF: UIGraphicsPDFDocumentContext? {
        if case .pdf(let d)? = top { return d }
        return nil
    }
    static var currentContext: CGContext? {
        switch top {
        case .image(let c)?: c.context
        case .pushed(let c)?: c
        case .appKit(let c)?: c.cgContext
        case .pdf(let d)?: d.context
        case .appKitMarker?, nil: nil
        }
    }
}

/// Starts a bitmap context of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts a bitmap context and makes it current on this thread.
///
/// - `scale` 0 means `UIScreen.main.scale` (as UIKit); negative or non-finite
///   scales are treated as 0.
/// - `opaque` starts the bitmap black and gives an image without transparency.
/// - A zero, negative or non-finite size (which crashes UIKit) begins a context
///   that draws nowhere: `UIGraphicsGetCurrentContext()` still returns a context,
///   and `UIGraphicsGetImageFromCurrentImageContext()` returns an empty
///   `UIImage()` (size `.zero`, `cgImage == nil`). Use `SnapshotRequest.render`
///   for a typed error instead.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsContextStack.push(.image(UIGraphicsImageContext(size: size, opaque: opaque, scale: scale)))
}

/// The current context on this thread, or `nil` when none was begun.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.currentContext }

/// The current bitmap context's pixels, or `nil` when the current context is
/// not a bitmap context (or there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { UIGraphicsContextStack.current?.makeImage() }

/// Ends the current bitmap context. Ending with none begun (a context ended
/// twice) does nothing.
public func UIGraphicsEndImageContext() {
    if case .image? = UIGraphicsContextStack.top { UIGraphicsContextStack.pop() }
}

/// Fills a rectangle of the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Makes `context` current on this thread until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(.pushed(context)) }

/// Undoes `UIGraphicsPushContext`; does nothing if the top is not a pushed context.
public func UIGraphicsPopContext() {
    if case .pushed? = UIGraphicsContextStack.top { UIGraphicsContextStack.pop() }
}
#endif
