@_spi(Previews) import DarkroomCompat
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The render process: loads the scratch build's library, lists its previews × devices × variants as jobs,
/// draws each into `images/` and reports every job on standard output (`HostMessage` lines).
@MainActor
public enum PreviewHost {
    /// One job: which preview, which piece of it, on which device, in which variant.
    struct Job {
        var entry: Int
        var piece: Int?
        var pieceName: String?
        var layout: PreviewLayoutChoice
        var device: PreviewDeviceSpec
        var variant: PreviewVariant
        var colorScheme: ColorScheme??
    }

    /// Runs `request`, writing messages through `emit`.
    public static func run(_ request: HostRequest, emit: (HostMessage) -> Void) throws {
        try load(request.library)
        let devices = request.devices.compactMap(PreviewDeviceSpec.named)
        let variants = try request.variants.map(PreviewVariant.init(parsing:))
        let jobs = enumerate(request, devices: devices.isEmpty ? [.iPhone15] : devices, variants: variants,
                             skipped: Set(request.skippedEntries), emit: emit)
        emit(HostMessage(kind: "total", total: jobs.count))
        for (index, job) in jobs.enumerated() where index >= request.firstJob {
            let pending = entry(for: job, request: request)
            emit(HostMessage(kind: "start", job: index, pending: pending))
            emit(HostMessage(kind: "result", job: index, result: draw(job, into: pending, request: request)))
        }
    }

    private static func load(_ library: String) throws {
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL) else {
            throw PreviewsError("could not load \(library): " + (dlerror().map { String(cString: $0) } ?? "?"))
        }
        guard let symbol = dlsym(handle, "darkroom_previews_register") else {
            throw PreviewsError("\(library) has no preview registry")
        }
        typealias Register = @convention(c) () -> Void
        unsafeBitCast(symbol, to: Register.self)()
    }

    private static func enumerate(_ request: HostRequest, devices: [PreviewDeviceSpec], variants: [PreviewVariant],
                                  skipped: Set<Int>, emit: (HostMessage) -> Void) -> [Job] {
        var jobs: [Job] = []
        let only = request.only.map(Set.init)
        for (index, registered) in PreviewRegistry.entries.enumerated() where !skipped.contains(index) {
            if let only, !only.contains(registered.file), !only.contains("\(registered.file):\(registered.line)") {
                continue
            }
            let body = registered.body
            var pieces: [(piece: Int?, name: String?, layout: PreviewLayoutChoice, device: PreviewDeviceSpec?,
                          scheme: ColorScheme??)] = []
            if body.isProvider {
                emit(HostMessage(kind: "split", entry: index, pending: ManifestEntry(
                    file: registered.file, line: registered.line, name: "", variant: "", device: "", traits: [],
                    size: nil, scale: 0, image: nil, ms: 0, status: "error", error: nil)))
                guard case .view(let view) = body.make() else { continue }
                let split = PreviewSplitter.pieces(of: view, split: true)
                for (offset, piece) in split.enumerated() {
                    let attributes = piece.attributes
                    let device = attributes.device.flatMap { $0 }.flatMap { PreviewDeviceSpec.named($0.rawValue) }
                    pieces.append((offset, attributes.displayName.flatMap { $0 },
                                   PreviewLayoutChoice(layout: attributes.layout, orientation: attributes.orientation),
                                   device, attributes.colorScheme))
                }
            } else {
                pieces.append((nil, nil, PreviewLayoutChoice(traits: body.traits), nil, nil))
            }
            for piece in pieces {
                for device in piece.device.map({ [$0] }) ?? devices {
                    for variant in variants {
                        jobs.append(Job(entry: index, piece: piece.piece, pieceName: piece.name,
                                        layout: piece.layout, device: device, variant: variant,
                                        colorScheme: piece.scheme))
                    }
                }
            }
        }
        return jobs
    }

    /// The manifest entry of a job before it is drawn: status `error` until the drawing succeeds, `image` the
    /// path the PNG will have.
    private static func entry(for job: Job, request: HostRequest) -> ManifestEntry {
        let registered = PreviewRegistry.entries[job.entry]
        let names = request.names["\(registered.file):\(registered.line)"]
        var base = names?.base ?? "Preview-L\(registered.line)"
        var display = registered.body.name ?? names?.display ?? "Preview"
        if let piece = job.piece {
            if let pieceName = job.pieceName {
                base += "-" + Slug.make(pieceName)
                display = pieceName
            } else {
                base += "-\(piece + 1)"
                display += " \(piece + 1)"
            }
        }
        let folder = (registered.file as NSString).deletingPathExtension
        let image = "images/\(folder)/\(base).\(Slug.make(job.variant.name)).\(job.device.slug).png"
        return ManifestEntry(file: registered.file, line: registered.line, name: display, variant: job.variant.name,
                             device: job.device.name, traits: job.layout.traitNames, size: nil,
                             scale: Double(job.device.scale), image: image, ms: 0, status: "error",
                             error: "the render process stopped while drawing this preview")
    }

    private static func draw(_ job: Job, into pending: ManifestEntry, request: HostRequest) -> ManifestEntry {
        var entry = pending
        let started = DispatchTime.now().uptimeNanoseconds
        let registered = PreviewRegistry.entries[job.entry]
        entry.image = nil
        do {
            let content = registered.body.make()
            var piece: PreviewSplitter.Piece?
            if case .view(let view) = content {
                let pieces = PreviewSplitter.pieces(of: view, split: registered.body.isProvider)
                piece = pieces[safe: job.piece ?? 0] ?? pieces.first
            }
            let image = try PreviewRenderer.render(content, piece: piece, layout: job.layout, device: job.device,
                                                   variant: job.variant)
            let relative = pending.image ?? "images/preview.png"
            let url = URL(fileURLWithPath: request.outputFolder).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try image.png.write(to: url)
            entry.image = relative
            entry.size = ManifestEntry.Size(width: Double(image.size.width), height: Double(image.size.height))
            entry.scale = Double(image.scale)
            entry.status = "ok"
            entry.error = nil
        } catch {
            entry.error = "render failed: \(error)"
        }
        entry.ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        return entry
    }
}
