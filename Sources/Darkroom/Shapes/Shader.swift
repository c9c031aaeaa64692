import Foundation

/// A Metal shader function with its arguments, as SwiftUI's `Shader`: a shape style and the input
/// of the `colorEffect`, `distortionEffect` and `layerEffect` modifiers and canvas filters.
///
/// A still frame drawn on Linux cannot run Metal. As a shape style, a shader fills with the first
/// colour among its arguments (so a shader that tints or stripes with a colour shows that colour),
/// or with nothing when it has none. As an effect or a canvas filter it leaves the drawing as it is.
public struct Shader: Equatable, Sendable, ShapeStyle {
    /// One argument of a shader call.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, @unchecked Sendable {
            case floats([Float])
            case floatArray([Float])
            case boundingRect
            case color(Color)
            case colorArray([Color])
            case image(Image)
            case data(Data)

            static func == (a: Value, b: Value) -> Bool {
                switch (a, b) {
                case (.floats(let x), .floats(let y)), (.floatArray(let x), .floatArray(let y)): x == y
                case (.boundingRect, .boundingRect): true
                case (.color(let x), .color(let y)): x == y
                case (.colorArray(let x), .colorArray(let y)): x == y
                case (.data(let x), .data(let y)): x == y
                // Images have no equality of their own; two image arguments compare equal.
                case (.image, .image): true
                default: false
                }
            }
        }
        let value: Value

        /// A `float`.
        public static func float<T>(_ x: T) -> Shader.Argument where T: BinaryFloatingPoint {
            Argument(value: .floats([Float(x)]))
        }
        /// A `float2`.
        public static func float2<T>(_ x: T, _ y: T) -> Shader.Argument where T: BinaryFloatingPoint {
            Argument(value: .floats([Float(x), Float(y)]))
        }
        /// A `float3`.
        public static func float3<T>(_ x: T, _ y: T, _ z: T) -> Shader.Argument where T: BinaryFloatingPoint {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// A `float4`.
        public static func float4<T>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument where T: BinaryFloatingPoint {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// A point as a `float2`.
        public static func float2(_ point: CGPoint) -> Shader.Argument { float2(point.x, point.y) }
        /// A size as a `float2`.
        public static func float2(_ size: CGSize) -> Shader.Argument { float2(size.width, size.height) }
        /// A vector as a `float2`.
        public static func float2(_ vector: CGVector) -> Shader.Argument { float2(vector.dx, vector.dy) }
        /// A buffer of floats.
        public static func floatArray(_ array: [Float]) -> Shader.Argument { Argument(value: .floatArray(array)) }
        /// The bounds of what the shader draws, as a `float4`.
        public static var boundingRect: Shader.Argument { Argument(value: .boundingRect) }
        /// A colour, as a `half4`.
        public static func color(_ color: Color) -> Shader.Argument { Argument(value: .color(color)) }
        /// A buffer of colours.
        public static func colorArray(_ array: [Color]) -> Shader.Argument { Argument(value: .colorArray(array)) }
        /// An image, as a texture.
        public static func image(_ image: Image) -> Shader.Argument { Argument(value: .image(image)) }
        /// Raw bytes, as a buffer.
        public static func data(_ data: Data) -> Shader.Argument { Argument(value: .data(data)) }
    }

    /// The function the shader calls.
    public var function: ShaderFunction
    /// The arguments it calls it with.
    public var arguments: [Shader.Argument]
    /// Whether the result is dithered (no effect here: the shader does not run).
    public var dithersColor: Bool = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The colour a still frame shows for the shader: its first colour argument, else nothing.
    var fallbackColor: Color? {
        for argument in arguments {
            switch argument.value {
            case .color(let c): return c
            case .colorArray(let cs) where !cs.isEmpty: return cs[0]
            default: continue
            }
        }
        return nil
    }

    /// Fills with the shader's first colour argument (clear when it has none): Metal does not run here.
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .color((fallbackColor ?? .clear).resolve(in: environment))
    }
}
