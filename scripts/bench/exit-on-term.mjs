// Loaded with --import when the bench profiles (--cpu-prof): a process stopped by SIGTERM exits normally, so Node
// writes its CPU profile. Every SIGTERM is handled (the group and the supervisor both send one): a second one
// left to the default action would kill the process before the profile is written.
let exiting = false;
process.on('SIGTERM', () => {
  if (exiting) return;
  exiting = true;
  setTimeout(() => process.exit(0), 200);
});
