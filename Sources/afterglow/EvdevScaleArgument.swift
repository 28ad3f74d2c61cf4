import AfterglowHardware
import ArgumentParser

extension EvdevAccelScale: ExpressibleByArgument {}
