import AfterglowKit
import CUdev
public enum AfterglowHardwareModule { public static let name = "AfterglowHardware" }
