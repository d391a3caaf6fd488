export default defineBackground(() => {
  // Concerns are registered here, one setup function each (see lib/).
});
