import Foundation
import Observation
@preconcurrency import OpenCombine

/// An object that creates images from views, as SwiftUI's `ImageRenderer`.
///
/// As on Apple platforms it renders at `scale` 1 unless told otherwise and
/// proposes `proposedSize` (the view's ideal size by default).
///
/// Unlike Apple's, it is **not bound to the main actor**, and it is thread-safe
/// (its settings sit behind a lock; renders run outside it). Apple's `View` is
/// main-actor isolated, so on Apple platforms a view's helper methods and button
/// actions may call `ImageRenderer` synchronously; Darkroom's `View` is not
/// (servers render on every core), and a main-actor renderer would reject those
/// call sites. Every Apple call site still compiles: from the main actor, from
/// tasks (`await renderer.uiImage` only warns that nothing is awaited), and
/// across tasks (the renderer is `Sendable`). Beyond Apple, `environment` sets the environment the content
/// starts from (Apple's renderer always uses the defaults), and `lastError`
/// says why the last render produced nothing. Servers rendering on many
/// threads use `ViewRenderer`, which has no actor.
///
/// ## Observation
/// The renderer is an `ObservableObject` and `Observable`. `objectWillChange`
/// fires when an image it produced has gone out of date:
/// - a renderer property changed (`content`, `proposedSize`, `scale`,
///   `isOpaque`, `colorMode`, `allowedDynamicRange`, `environment`); the event
///   comes after the new value is stored;
/// - an `ObservableObject` the content read while rendering (through
///   `@ObservedObject`, `@StateObject` or `@EnvironmentObject`) sent
///   `objectWillChange`, or an `@Observable` model property it read is about to
///   change. Those are *will*-change events: re-render asynchronously
///   (`.receive(on: DispatchQueue.main)`) to see the new value.
///
/// It fires at most once per produced image, never before the first image,
/// and never while `isObservationEnabled` is false. A model changed on another
/// thread reports on that thread, as Combine does.
public final class ImageRenderer<Content: View>: ObservableObject, Observable, @unchecked Sendable {
    /// Publishes before each change of the renderer or its content, as `ObservableObject` requires.
    public let objectWillChange = ObservableObjectPublisher()
    private let registrar = ObservationRegistrar()
    private let tracker = ImageInvalidationTracker()
    /// Guards the stored settings and `lastError`; never held while rendering or
    /// while observers run (a sink may re-render synchronously).
    private let lock = NSLock()

    private var _content: Content
    private var _proposedSize: ProposedViewSize = .unspecified
    private var _scale: CGFloat = 1
    private var _isOpaque = false
    private var _colorMode: ColorRenderingMode = .nonLinear
    private var _allowedDynamicRange: Image.DynamicRange? = .standard
    private var _environment = EnvironmentValues()
    private var _canvasSize: CGSize?
    private var _maxPixelCount = RenderOptions().maxPixelCount

    /// Creates a renderer for a view.
    public init(content view: Content) { _content = view }

    /// The root view rendered by this renderer. Setting it makes the last image out of date.
    public var content: Content {
        get { registrar.access(self, keyPath: \.content); return lock.withLock { _content } }
        set { mutate(\.content) { lock.withLock { _content = newValue } } }
    }
    /// The size proposed to the root view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize {
        get { registrar.access(self, keyPath: \.proposedSize); return lock.withLock { _proposedSize } }
        set { mutate(\.proposedSize) { lock.withLock { _proposedSize = newValue } } }
    }
    /// Pixels per point of the image (1 by default, as on Apple platforms).
    public var scale: CGFloat {
        get { registrar.access(self, keyPath: \.scale); return lock.withLock { _scale } }
        set { mutate(\.scale) { lock.withLock { _scale = newValue } } }
    }
    /// Whether the image is fully opaque. As on Apple platforms, transparent
    /// areas then come out black; put a background in the content for another colour.
    public var isOpaque: Bool {
        get { registrar.access(self, keyPath: \.isOpaque); return lock.withLock { _isOpaque } }
        set { mutate(\.isOpaque) { lock.withLock { _isOpaque = newValue } } }
    }
    /// The working colour space and storage format. Kept and observed, but with
    /// cairo 1.16 every mode renders the same 8-bit, gamma-encoded sRGB pixels
    /// (see `ColorRenderingMode`).
    public var colorMode: ColorRenderingMode {
        get { registrar.access(self, keyPath: \.colorMode); return lock.withLock { _colorMode } }
        set { mutate(\.colorMode) { lock.withLock { _colorMode = newValue } } }
    }
    /// The allowed dynamic range (`.standard` by default; `nil` for unrestricted).
    /// Darkroom's images are 8-bit SDR whatever the value.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { registrar.access(self, keyPath: \.allowedDynamicRange); return lock.withLock { _allowedDynamicRange } }
        set { mutate(\.allowedDynamicRange) { lock.withLock { _allowedDynamicRange = newValue } } }
    }
    /// The environment the content starts from (Darkroom addition; Apple's
    /// renderer always starts from the defaults). `displayScale` follows `scale`.
    public var environment: EnvironmentValues {
        get { registrar.access(self, keyPath: \.environment); return lock.withLock { _environment } }
        set { mutate(\.environment) { lock.withLock { _environment = newValue } } }
    }
    /// A fixed image size in points, or `nil` for the content's own size. When set
    /// (DarkroomCompat's backported `init(content:size:scale:)` sets it), the
    /// content is proposed this size and centred in it on whole device pixels, as in a legacy window.
    /// Package-internal: a knob of the legacy backport, not of Apple's `ImageRenderer`.
    package var canvasSize: CGSize? {
        get { registrar.access(self, keyPath: \.canvasSize); return lock.withLock { _canvasSize } }
        set { mutate(\.canvasSize) { lock.withLock { _canvasSize = newValue } } }
    }
    /// Renders whose image would have more pixels fail (`lastError` is
    /// `.tooLarge`) instead of allocating it (Darkroom addition; 100 million by default).
    public var maxPixelCount: Int {
        get { registrar.access(self, keyPath: \.maxPixelCount); return lock.withLock { _maxPixelCount } }
        set { mutate(\.maxPixelCount) { lock.withLock { _maxPixelCount = newValue } } }
    }
    /// Whether observers hear that the produced image went out of date.
    public var isObservationEnabled: Bool {
        get { tracker.isEnabled }
        set { tracker.isEnabled = newValue }
    }

    /// Why the last render produced no image (`nil` after a success).
    public var lastError: RenderError? { lock.withLock { _lastError } }
    private var _lastError: RenderError?

    /// The render settings as a `ViewRenderer` would take them.
    public var options: RenderOptions {
        lock.withLock { unlockedOptions }
    }

    private var unlockedOptions: RenderOptions {
        var options = RenderOptions(
            proposedSize: _proposedSize, scale: _scale, isOpaque: _isOpaque, environment: _environment,
            maxPixelCount: _maxPixelCount)
        options.canvasSize = _canvasSize
        return options
    }

    var pipeline: ViewRenderer { ViewRenderer(options: options) }

    // MARK: Rendering

    /// The view rasterised, or `nil` when it cannot be rendered (empty view,
    /// invalid scale or size, past the pixel cap); `lastError` says why.
    public var cgImage: CGImage? {
        registrar.access(self, keyPath: \.imageGeneration)
        let pipeline = self.pipeline
        return produce { try pipeline.image($0) }
    }

    /// The view rasterised as a `UIImage` whose `scale` is the renderer's.
    public var uiImage: UIImage? {
        let scale = lock.withLock { _scale }
        guard let image = cgImage else { return nil }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    /// The view rasterised as an `NSImage` whose size is in points (pixels ÷ scale).
    public var nsImage: NSImage? {
        let scale = lock.withLock { _scale }
        guard let image = cgImage else { return nil }
        return NSImage(
            cgImage: image, size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
    }

    /// Hands `renderer` the view's size and a function that draws the view into
    /// a `CGContext` (upright, bottom-left at the context's current origin).
    /// Shadows and blurs are rasterised at `rasterizationScale` pixels per point
    /// on vector contexts (PDF, SVG). When the view cannot be rendered the
    /// closure gets `.zero` and a function that draws nothing.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        registrar.access(self, keyPath: \.imageGeneration)
        let pipeline = self.pipeline
        guard let list = produce({ try pipeline.displayList($0) }) else {
            renderer(.zero, { _ in })
            return
        }
        let scale = rasterizationScale.isFinite && rasterizationScale > 0 ? rasterizationScale : 1
        renderer(list.size) { context in context.draw(list, rasterizationScale: scale) }
    }

    // MARK: Observation plumbing

    /// Observation's key for "the produced image".
    var imageGeneration: Int { tracker.generation }

    private func mutate<T>(_ keyPath: KeyPath<ImageRenderer, T>, _ body: () -> Void) {
        registrar.withMutation(of: self, keyPath: keyPath, body)
        imageWentOutOfDate()
    }

    /// Runs one render with the content's reads recorded: `ObservableObject`s
    /// through the task-local recorder, `@Observable` properties through
    /// Observation tracking. Either one changing later invalidates this image.
    private func produce<T>(_ body: (Content) throws -> T) -> T? {
        let content = lock.withLock { _content }
        let recorder = ObservedObjectRecorder()
        let generation = tracker.beginRender()
        var result: Result<T, Error>!
        withObservationTracking {
            ObservedObjectRecorder.$current.withValue(recorder) {
                result = Result { try body(content) }
            }
        } onChange: { [weak self] in
            self?.imageWentOutOfDate(ifGeneration: generation)
        }
        tracker.imageProduced(generation: generation, subscriptions: recorder.subscribeAll { [weak self] in
            self?.imageWentOutOfDate(ifGeneration: generation)
        })
        switch result! {
        case .success(let value):
            lock.withLock { _lastError = nil }
            return value
        case .failure(let error):
            lock.withLock { _lastError = (error as? RenderError) ?? .cairo("\(error)") }
            return nil
        }
    }

    /// Tells observers the image is out of date, once per image, if enabled.
    /// As with Combine, the event comes on the thread that made the change: a
    /// model changed off the main actor reports there (subscribe with
    /// `.receive(on: DispatchQueue.main)` to hop back).
    private func imageWentOutOfDate(ifGeneration generation: Int? = nil) {
        guard tracker.invalidate(ifGeneration: generation) else { return }
        objectWillChange.send()
        registrar.withMutation(of: self, keyPath: \.imageGeneration) {}
    }
}

/// The renderer's observation state, shared with subscription callbacks that
/// may run on any thread.
final class ImageInvalidationTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = true
    private var hasCurrentImage = false
    private var currentGeneration = 0
    private var subscriptions: [AnyCancellable] = []

    var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }
    var generation: Int { lock.withLock { currentGeneration } }

    /// Starts a render: earlier images' watchers become stale.
    func beginRender() -> Int {
        lock.withLock { currentGeneration += 1; return currentGeneration }
    }

    func imageProduced(generation: Int, subscriptions new: [AnyCancellable]) {
        let old: [AnyCancellable] = lock.withLock {
            guard generation == currentGeneration else { return new }
            hasCurrentImage = true
            defer { subscriptions = new }
            return subscriptions
        }
        old.forEach { $0.cancel() }
    }

    /// Whether observers should hear about this change: there is a current
    /// image, observation is on, and the change concerns the current image.
    func invalidate(ifGeneration generation: Int?) -> Bool {
        lock.withLock {
            guard enabled, hasCurrentImage else { return false }
            if let generation, generation != currentGeneration { return false }
            hasCurrentImage = false
            return true
        }
    }
}
