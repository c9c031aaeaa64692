#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// Code shared with Apple platforms qualifies names with their framework when it
// declares its own `Image` or `Color` (`SwiftUI.Image`, `UIKit.UIImage`). No module
// may be named after an Apple framework (that would make `canImport(SwiftUI)` true
// for every package in the build), so these namespaces are enums whose members are
// aliases of Darkroom's types: `SwiftUI.View`, `some SwiftUI.View`,
// `struct Card: SwiftUI.View` and `extension SwiftUI.View` all compile, while
// `#if canImport(SwiftUI)` stays false.

/// SwiftUI's names, for code that writes `SwiftUI.View`, `SwiftUI.Color`, `SwiftUI.Image`.
public enum SwiftUI {
    // Views and their building blocks.
    public typealias View = Darkroom.View
    public typealias ViewBuilder = Darkroom.ViewBuilder
    public typealias ViewModifier = Darkroom.ViewModifier
    public typealias ModifiedContent = Darkroom.ModifiedContent
    public typealias AnyView = Darkroom.AnyView
    public typealias EmptyView = Darkroom.EmptyView
    public typealias TupleView = Darkroom.TupleView
    public typealias Group = Darkroom.Group
    public typealias ForEach = Darkroom.ForEach
    public typealias Text = Darkroom.Text
    public typealias Image = Darkroom.Image
    public typealias Label = Darkroom.Label
    public typealias Color = Darkroom.Color
    public typealias Font = Darkroom.Font
    public typealias Spacer = Darkroom.Spacer
    public typealias Divider = Darkroom.Divider
    public typealias HStack = Darkroom.HStack
    public typealias VStack = Darkroom.VStack
    public typealias ZStack = Darkroom.ZStack
    public typealias LazyHStack = Darkroom.LazyHStack
    public typealias LazyVStack = Darkroom.LazyVStack
    public typealias LazyHGrid = Darkroom.LazyHGrid
    public typealias LazyVGrid = Darkroom.LazyVGrid
    public typealias GridItem = Darkroom.GridItem
    public typealias Grid = Darkroom.Grid
    public typealias GridRow = Darkroom.GridRow
    public typealias GeometryReader = Darkroom.GeometryReader
    public typealias GeometryProxy = Darkroom.GeometryProxy
    public typealias ScrollView = Darkroom.ScrollView
    public typealias List = Darkroom.List
    public typealias Section = Darkroom.Section
    public typealias Form = Darkroom.Form
    public typealias GroupBox = Darkroom.GroupBox
    public typealias Button = Darkroom.Button
    public typealias Toggle = Darkroom.Toggle
    public typealias Picker = Darkroom.Picker
    public typealias Slider = Darkroom.Slider
    public typealias Stepper = Darkroom.Stepper
    public typealias TextField = Darkroom.TextField
    public typealias SecureField = Darkroom.SecureField
    public typealias ProgressView = Darkroom.ProgressView
    public typealias Link = Darkroom.Link
    public typealias Menu = Darkroom.Menu
    public typealias NavigationView = Darkroom.NavigationView
    public typealias NavigationStack = Darkroom.NavigationStack
    public typealias NavigationLink = Darkroom.NavigationLink
    public typealias Canvas = Darkroom.Canvas
    public typealias GraphicsContext = Darkroom.GraphicsContext
    public typealias ImageRenderer = Darkroom.ImageRenderer
    // Shapes and styles.
    public typealias Shape = Darkroom.Shape
    public typealias InsettableShape = Darkroom.InsettableShape
    public typealias Path = Darkroom.Path
    public typealias Rectangle = Darkroom.Rectangle
    public typealias RoundedRectangle = Darkroom.RoundedRectangle
    public typealias Circle = Darkroom.Circle
    public typealias Ellipse = Darkroom.Ellipse
    public typealias Capsule = Darkroom.Capsule
    public typealias ShapeStyle = Darkroom.ShapeStyle
    public typealias AnyShapeStyle = Darkroom.AnyShapeStyle
    public typealias Gradient = Darkroom.Gradient
    public typealias LinearGradient = Darkroom.LinearGradient
    public typealias RadialGradient = Darkroom.RadialGradient
    public typealias AngularGradient = Darkroom.AngularGradient
    public typealias StrokeStyle = Darkroom.StrokeStyle
    public typealias FillStyle = Darkroom.FillStyle
    // State and environment.
    public typealias State = Darkroom.State
    public typealias Binding = Darkroom.Binding
    public typealias StateObject = Darkroom.StateObject
    public typealias ObservedObject = Darkroom.ObservedObject
    public typealias EnvironmentObject = Darkroom.EnvironmentObject
    public typealias Environment = Darkroom.Environment
    public typealias EnvironmentKey = Darkroom.EnvironmentKey
    public typealias EnvironmentValues = Darkroom.EnvironmentValues
    public typealias ColorScheme = Darkroom.ColorScheme
    // Geometry.
    public typealias Alignment = Darkroom.Alignment
    public typealias HorizontalAlignment = Darkroom.HorizontalAlignment
    public typealias VerticalAlignment = Darkroom.VerticalAlignment
    public typealias Edge = Darkroom.Edge
    public typealias EdgeInsets = Darkroom.EdgeInsets
    public typealias Angle = Darkroom.Angle
    public typealias UnitPoint = Darkroom.UnitPoint
    public typealias Axis = Darkroom.Axis
    public typealias ContentMode = Darkroom.ContentMode
    public typealias ProposedViewSize = Darkroom.ProposedViewSize
    public typealias Layout = Darkroom.Layout
    public typealias Animation = Darkroom.Animation
    public typealias AnyTransition = Darkroom.AnyTransition
    public typealias UIHostingController = DarkroomCompat.UIHostingController
}

/// UIKit's names, for code that writes `UIKit.UIImage` or `UIKit.UIColor`.
public enum UIKit {
    public typealias UIImage = Darkroom.UIImage
    public typealias UIColor = DarkroomCompat.UIColor
    public typealias UIFont = DarkroomCompat.UIFont
    public typealias UIView = DarkroomCompat.UIView
    public typealias UIImageView = DarkroomCompat.UIImageView
    public typealias UIViewController = DarkroomCompat.UIViewController
    public typealias UIWindow = DarkroomCompat.UIWindow
    public typealias UIScreen = DarkroomCompat.UIScreen
    public typealias UIEdgeInsets = DarkroomCompat.UIEdgeInsets
    public typealias UIUserInterfaceStyle = DarkroomCompat.UIUserInterfaceStyle
    public typealias UITraitCollection = DarkroomCompat.UITraitCollection
    public typealias UIGraphicsImageRenderer = DarkroomCompat.UIGraphicsImageRenderer
    public typealias UIGraphicsImageRendererFormat = DarkroomCompat.UIGraphicsImageRendererFormat
    public typealias UIGraphicsPDFRenderer = DarkroomCompat.UIGraphicsPDFRenderer
}

/// Core Graphics' names, for code that writes `CoreGraphics.CGFloat` or `CoreGraphics.CGContext`.
public enum CoreGraphics {
    public typealias CGFloat = Foundation.CGFloat
    public typealias CGPoint = Foundation.CGPoint
    public typealias CGSize = Foundation.CGSize
    public typealias CGRect = Foundation.CGRect
    public typealias CGAffineTransform = Darkroom.CGAffineTransform
    public typealias CGContext = Darkroom.CGContext
    public typealias CGImage = Darkroom.CGImage
    public typealias CGColor = Darkroom.CGColor
    public typealias CGPath = Darkroom.CGPath
}
#endif
