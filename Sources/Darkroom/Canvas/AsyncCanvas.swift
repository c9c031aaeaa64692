import Foundation

/// A canvas whose drawing closure runs off the main actor, after the AsyncCanvas
/// article (Durymanov, "AsyncCanvas in SwiftUI"): the closure gets the processor's context (a `CGContext`
/// for the default cairo processor) and the canvas size, and runs in a task; a
/// newer render of the same canvas cancels the older one, and a cancelled
/// render produces nothing.
///
/// **One-shot rendering.** Darkroom has no live UI: in `ImageRenderer` and
/// `ViewRenderer` the canvas renders during layout's placement pass, at the size
/// it was offered and the environment's display scale, and the renderer *joins*
/// that render — it waits for the task, on a thread of its own (not Swift's
/// cooperative pool, so renders on every core cannot starve it), and records
/// the finished bitmap. The closure must therefore not wait for the main actor
/// while an `ImageRenderer` on the main actor is rendering it.
///
/// `render(size:scale:)` starts a render directly (cancelling any in flight) for
/// callers that keep a canvas and re-render it.
nonisolated public struct AsyncCanvas<Processor: RenderProcessor>: View, PrimitiveView, Sendable {
    /// The drawing job this canvas runs for each render.
    public let task: RenderTask<Processor.Context>
    /// The processor that gives the drawing closure its context and turns what it draws into an image.
    public let processor: Processor
    let coordinator: AsyncRenderCoordinator

    /// Creates a canvas that draws with `renderer` in a context supplied by `processor`.
    public init(processor: Processor, renderer: @escaping @Sendable (Processor.Context, CGSize) async -> Void) {
        self.processor = processor
        self.task = RenderTask(task: renderer)
        self.coordinator = AsyncRenderCoordinator()
    }

    public var body: Never { primitiveBody("AsyncCanvas") }

    /// Renders the canvas at `size`, cancelling a render of this canvas still in
    /// flight. Returns `nil` when this render was cancelled in turn.
    public func render(size: CGSize, scale: CGFloat = 1) async -> Image? {
        let processor = self.processor, task = self.task
        let handle = coordinator.start {
            await processor.render(size: size, scale: scale, render: task)?.canvasBitmap()?.0
        }
        let bitmap = await withTaskCancellationHandler {
            await handle.value
        } onCancel: {
            handle.cancel()
        }
        return bitmap.map { Image(decorative: $0, scale: scale) }
    }

    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let processor = self.processor, task = self.task, coordinator = self.coordinator
        let scale = context.environment.displayScale
        return AsyncCanvasNode { size in
            coordinator.join { await processor.render(size: size, scale: scale, render: task)?.canvasBitmap()?.0 }
        }
    }
}

extension AsyncCanvas where Processor == CGRenderProcessor {
    /// A canvas drawn by the cairo processor into a `CGContext` (origin top-left, y down, points).
    public init(renderer: @escaping @Sendable (CGContext, CGSize) async -> Void) {
        self.init(processor: CGRenderProcessor(), renderer: renderer)
    }
}

/// Keeps the render in flight for one canvas; starting another cancels it.
final class AsyncRenderCoordinator: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Task<CGImage?, Never>?

    func start(_ work: @escaping @Sendable () async -> CGImage?) -> Task<CGImage?, Never> {
        lock.lock(); defer { lock.unlock() }
        current?.cancel()
        let task = Task.detached(operation: work)
        current = task
        return task
    }

    /// Starts a render on a dedicated thread and blocks until it finishes.
    func join(_ work: @escaping @Sendable () async -> CGImage?) -> CGImage? {
        let executor = DedicatedThreadExecutor()
        defer { executor.stop() }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        let task: Task<CGImage?, Never>
        lock.lock()
        current?.cancel()
        task = Task(executorPreference: executor) {
            let image = await work()
            box.image = image
            done.signal()
            return image
        }
        current = task
        lock.unlock()
        done.wait()
        return box.image
    }

    private final class ResultBox: @unchecked Sendable { var image: CGImage? }
}

/// A task executor with one thread of its own: the joined render of an
/// `AsyncCanvas` runs there, so a caller blocking on it never ties up the
/// cooperative pool.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "Darkroom AsyncCanvas"
        thread.start()
    }

    func enqueue(_ job: UnownedJob) {
        condition.lock(); jobs.append(job); condition.signal(); condition.unlock()
    }

    func stop() {
        condition.lock(); stopped = true; condition.signal(); condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty && stopped { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Lays an async canvas out like `Canvas` and records its joined render.
final class AsyncCanvasNode: LayoutNode {
    private let draw: (CGSize) -> CGImage?
    init(draw: @escaping (CGSize) -> CGImage?) { self.draw = draw; super.init(name: "AsyncCanvas") }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        guard rect.width > 0, rect.height > 0, let bitmap = draw(rect.size) else {
            return PlacedView(node: self, frame: rect)
        }
        return PlacedView(node: self, frame: rect, items: [.image(bitmap, rect, .medium)])
    }
}
