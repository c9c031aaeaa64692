import Darkroom
import Testing

// Only `import Darkroom`: ObservableObject, @Published, sink and @Observable must come with it.

final class ScoreModel: ObservableObject {
    @Published var score = 1
    @Published var unrelated = "x"
}

@Observable final class ObservableScore {
    var score = 1
    var unreadByView = 0
}

private struct ObservedView: View {
    @ObservedObject var model: ScoreModel
    var body: some View { Color.red.frame(width: CGFloat(10 * model.score), height: 10) }
}

private struct EnvironmentObjectView: View {
    @EnvironmentObject var model: ScoreModel
    var body: some View { Color.blue.frame(width: CGFloat(10 * model.score), height: 10) }
}

private struct StateObjectView: View {
    @StateObject var model = ScoreModel()
    var body: some View { Color.green.frame(width: CGFloat(10 * model.score), height: 10) }
}

private struct ObservableModelView: View {
    let model: ObservableScore
    var body: some View { Color.red.frame(width: CGFloat(10 * model.score), height: 10) }
}

private struct EnvironmentModelView: View {
    @Environment(ObservableScore.self) var model
    @Environment(ScoreModelMissing.self) var missing: ScoreModelMissing?
    var body: some View { Color.red.frame(width: CGFloat(10 * model.score + (missing == nil ? 0 : 1000)), height: 10) }
}

@Observable final class ScoreModelMissing { var x = 0 }

/// Counts a renderer's objectWillChange events.
@MainActor private final class EventCounter {
    var count = 0
    var cancellable: AnyCancellable?
    init<C: View>(_ renderer: ImageRenderer<C>) {
        cancellable = renderer.objectWillChange.sink { [unowned self] _ in self.count += 1 }
    }
}

@Suite("Modern ImageRenderer observation")
@MainActor struct ImageRendererObservationTests {
    @Test func importDarkroomAloneGivesPublishedAndSink() {
        let model = ScoreModel()
        var seen: [Int] = []
        let c = model.$score.sink { seen.append($0) }
        var willChange = 0
        let w = model.objectWillChange.sink { willChange += 1 }
        model.score = 5
        #expect(seen == [1, 5] && willChange == 1)
        _ = (c, w)
    }

    @Test func noEventBeforeTheFirstImage() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        let events = EventCounter(renderer)
        renderer.scale = 2
        renderer.isOpaque = true
        renderer.content = Color.blue.frame(width: 10, height: 10)
        #expect(events.count == 0)
    }

    @Test func propertyChangesFireOncePerImage() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        let events = EventCounter(renderer)
        _ = renderer.cgImage
        renderer.scale = 2
        #expect(events.count == 1)
        renderer.scale = 3                   // no new image since: no new event
        #expect(events.count == 1)
        _ = renderer.uiImage
        for change in [
            { renderer.proposedSize = ProposedViewSize(width: 5, height: 5) }, { renderer.isOpaque = true },
            { renderer.colorMode = .linear }, { renderer.allowedDynamicRange = .high },
            { renderer.environment.colorScheme = .dark }, { renderer.content = Color.blue.frame(width: 10, height: 10) }
        ] {
            let before = events.count
            _ = renderer.cgImage
            change()
            #expect(events.count == before + 1)
        }
        // render(rasterizationScale:renderer:) also produces an image.
        renderer.render { _, _ in }
        renderer.scale = 1
        #expect(events.count == 8)
    }

    @Test func disabledObservationIsSilent() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        let events = EventCounter(renderer)
        renderer.isObservationEnabled = false
        _ = renderer.cgImage
        renderer.scale = 2
        #expect(events.count == 0)
        renderer.isObservationEnabled = true
        renderer.scale = 3                   // the image is still the one made at scale 1
        #expect(events.count == 1)
    }

    @Test func observedObjectReadByTheContent() throws {
        let model = ScoreModel()
        let renderer = ImageRenderer(content: ObservedView(model: model))
        let events = EventCounter(renderer)
        model.score = 2
        #expect(events.count == 0)           // no image yet
        #expect(renderer.cgImage?.width == 20)
        model.score = 3
        #expect(events.count == 1)
        model.score = 4
        #expect(events.count == 1)           // once per image
        #expect(renderer.cgImage?.width == 40)
        renderer.isObservationEnabled = false
        model.score = 5
        #expect(events.count == 1)
    }

    @Test func modelsChangedOnOtherThreadsReportOnThatThread() async throws {
        final class Count: @unchecked Sendable {
            private let lock = NSLock(); private var n = 0
            func add() { lock.withLock { n += 1 } }
            var value: Int { lock.withLock { n } }
        }
        let model = ScoreModel()
        let observable = ObservableScore()
        let renderer = ImageRenderer(
            content: HStack {
                ObservedView(model: model); ObservableModelView(model: observable)
            })
        let count = Count()
        let direct = renderer.objectWillChange.sink { count.add() }
        var onMain = 0
        let hopped = renderer.objectWillChange.receive(on: DispatchQueue.main).sink {
            MainActor.assumeIsolated { onMain += 1 }
        }
        _ = renderer.cgImage
        await Task.detached { model.score = 2 }.value
        #expect(count.value == 1)
        for _ in 0..<500 where onMain == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(onMain == 1)
        _ = renderer.cgImage
        await Task.detached { observable.score = 2 }.value
        #expect(count.value == 2)
        _ = (direct, hopped)
    }

    @Test func objectsTheContentDoesNotReadAreIgnored() {
        let model = ScoreModel()
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        let events = EventCounter(renderer)
        _ = renderer.cgImage
        model.score = 9
        #expect(events.count == 0)
    }

    @Test func environmentAndStateObjects() {
        let model = ScoreModel()
        let renderer = ImageRenderer(content: EnvironmentObjectView().environmentObject(model))
        let events = EventCounter(renderer)
        #expect(renderer.cgImage?.width == 10)
        model.score = 3
        #expect(events.count == 1)
        #expect(renderer.cgImage?.width == 30)

        let stateRenderer = ImageRenderer(content: StateObjectView())
        let stateEvents = EventCounter(stateRenderer)
        #expect(stateRenderer.cgImage?.width == 10)
        stateRenderer.content.model.score = 2
        #expect(stateEvents.count == 1)
        #expect(stateRenderer.cgImage?.width == 20)
    }

    @Test func observableModelReadWhileRendering() {
        let model = ObservableScore()
        let renderer = ImageRenderer(content: ObservableModelView(model: model))
        let events = EventCounter(renderer)
        model.score = 2
        #expect(events.count == 0)
        #expect(renderer.cgImage?.width == 20)
        model.unreadByView = 7               // not read by body: image still current
        #expect(events.count == 0)
        model.score = 3
        #expect(events.count == 1)
        #expect(renderer.cgImage?.width == 30)
        renderer.isObservationEnabled = false
        model.score = 4
        #expect(events.count == 1)
    }

    @Test func observableModelFromTheEnvironment() {
        let model = ObservableScore()
        let renderer = ImageRenderer(content: EnvironmentModelView().environment(model))
        let events = EventCounter(renderer)
        #expect(renderer.cgImage?.width == 10)
        model.score = 4
        #expect(events.count == 1)
        #expect(renderer.cgImage?.width == 40)
        @Bindable var bindable = model
        $bindable.score.wrappedValue = 5
        #expect(model.score == 5 && events.count == 2)
    }

    @Test func rendererIsObservableToo() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        _ = renderer.cgImage
        final class Flag: @unchecked Sendable { var fired = false }
        let flag = Flag()
        withObservationTracking { _ = renderer.cgImage } onChange: { flag.fired = true }
        #expect(!flag.fired)
        renderer.scale = 2
        #expect(flag.fired)
        let scaleFlag = Flag()
        withObservationTracking { _ = renderer.scale } onChange: { scaleFlag.fired = true }
        renderer.scale = 4
        #expect(scaleFlag.fired)
    }

    @Test func synchronousReRenderInsideTheSinkDoesNotDeadlock() {
        // Seed 000: `.onReceive(renderer.objectWillChange) { _ = renderer.uiImage }`, delivered synchronously.
        let model = ScoreModel()
        let renderer = ImageRenderer(content: ObservedView(model: model))
        var renders = 0
        let c = renderer.objectWillChange.sink { _ in
            renders += 1
            _ = renderer.uiImage
        }
        _ = renderer.uiImage
        model.score = 2
        model.score = 3
        renderer.scale = 2
        // Each change invalidated the image the sink had just made.
        #expect(renders == 3)
        #expect(renderer.cgImage?.width == 60)
        _ = c
    }

    @Test func streamOfImagesAsInTheSeedArticle() async throws {
        let model = ScoreModel()
        let renderer = ImageRenderer(content: ObservedView(model: model))
        var widths: [Int] = []
        // Will-change events: re-render on the next main-queue turn, as SwiftUI would.
        let c = renderer.objectWillChange.receive(on: DispatchQueue.main).sink { _ in
            MainActor.assumeIsolated { widths.append(renderer.cgImage?.width ?? 0) }
        }
        _ = renderer.cgImage
        for score in 2...4 {
            model.score = score
            for _ in 0..<200 where widths.count < score - 1 { try await Task.sleep(nanoseconds: 1_000_000) }
        }
        #expect(widths == [20, 30, 40])
        _ = c
    }
}
