import Foundation

/// What to render: variants and devices, from the command line, else from `.darkroom-previews.json` at the
/// code base's root (`{"variants": ["light", "dark"], "devices": ["iPhone 15"]}`), else the defaults.
public struct PreviewsConfiguration: Codable, Equatable, Sendable {
    /// Variant names; default `["light"]`.
    public var variants: [String]?
    /// Device names; default `["iPhone 15"]`.
    public var devices: [String]?

    /// A configuration; `nil` fields fall back to the project file, then to the defaults.
    public init(variants: [String]? = nil, devices: [String]? = nil) {
        self.variants = variants
        self.devices = devices
    }

    /// The project's file name.
    public static let fileName = ".darkroom-previews.json"

    /// The project's defaults at `root`, if it has the file.
    public static func project(at root: URL) throws -> PreviewsConfiguration? {
        let url = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(PreviewsConfiguration.self, from: data)
        } catch {
            throw PreviewsError("\(url.path) is not a valid \(fileName): \(error)")
        }
    }

    /// These values where set, else `other`'s.
    public func overriding(_ other: PreviewsConfiguration?) -> PreviewsConfiguration {
        PreviewsConfiguration(variants: variants ?? other?.variants, devices: devices ?? other?.devices)
    }

    /// Variants to draw, checked.
    public func resolvedVariants() throws -> [PreviewVariant] {
        try (variants ?? ["light"]).map(PreviewVariant.init(parsing:))
    }

    /// Devices to draw on, checked.
    public func resolvedDevices() throws -> [PreviewDeviceSpec] {
        try (devices ?? [PreviewDeviceSpec.iPhone15.name]).map { name in
            guard let device = PreviewDeviceSpec.named(name) else {
                throw PreviewsError("unknown device '\(name)': use one of "
                                    + PreviewDeviceSpec.all.map(\.name).joined(separator: ", "))
            }
            return device
        }
    }
}
